import { Link } from '../components/links';
import { PRODUCT_NAME } from '../../contract/constants';

/** The product mark and name, linking home. */
export function Logo() {
  return (
    <Link to="/" className="logo" data-scope="navbar" data-part="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#6E9F2E" />
        <path
          d="M8 13.5 10 8h12l2 5.5M8 13.5h16M8 13.5c0 1.7 1.3 3 3 3s2.7-1.3 2.7-3c0 1.7 1.3 3 2.3 3s2.3-1.3 2.3-3c0 1.7 1 3 2.7 3s3-1.3 3-3M9.5 16.3V24h13v-7.7M14 24v-4.5h4V24"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__name">{PRODUCT_NAME}</span>
    </Link>
  );
}
