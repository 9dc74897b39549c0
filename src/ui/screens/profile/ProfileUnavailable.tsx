import { Link } from '../../components/links';
import { MESSAGES } from '../../../contract';
import '../../styles/notFound.css';

/** 'Profile not found' or 'Failed to load profile data', in the not-found page's look. */
export function ProfileUnavailable({ kind, onRetry }: { kind: 'notFound' | 'failed'; onRetry?: () => void }) {
  const title = kind === 'notFound' ? MESSAGES.profileNotFound : MESSAGES.profileLoadFailed;
  return (
    <section className="not-found" aria-labelledby="profile-unavailable-title" data-scope="profile" data-part={kind}>
      <div className="not-found__card">
        <p className="not-found__code" aria-hidden="true">
          {kind === 'notFound' ? '404' : '!'}
        </p>
        <h1 id="profile-unavailable-title" className="not-found__title">
          {title}
        </h1>
        <p className="not-found__text">
          {kind === 'notFound'
            ? 'This profile does not exist or is no longer available.'
            : 'Something went wrong while loading this profile. Please try again.'}
        </p>
        <div className="not-found__actions">
          <Link className="button button--primary" to="/">
            Go Home
          </Link>
          {onRetry ? (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              Try Again
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
