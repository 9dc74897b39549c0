import type { ReactNode } from 'react';
import { Link } from '../../components/links';
import { MESSAGES } from '../../../contract/constants';

/** The empty and error states: a heading, text, Return to Marketplace, and whatever else the state offers. */
export function SearchNotice({ kind, title, children, action }: { kind: string; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="search-notice" role={kind === 'failed' ? 'alert' : undefined} data-scope="search" data-part={kind}>
      <h2 className="search-notice__title">{title}</h2>
      {children}
      <div className="search-notice__actions">
        {action}
        <Link className="button button--secondary" to="/" data-scope="search" data-part="home">
          {MESSAGES.returnToMarketplace}
        </Link>
      </div>
    </div>
  );
}
