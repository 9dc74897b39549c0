import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { fillTemplate, MESSAGES } from '../../../contract/constants';
import {
  searchMachine,
  selectCanRetry,
  selectCountText,
  selectHasNoQuery,
  selectIsEmpty,
  selectIsFailed,
  selectIsSearching,
  selectQuery,
  selectResults,
  type SearchActorRef,
} from '../../../machines/search';
import { useScreenActor } from '../../app/useScreenActor';
import { usePageTitle } from '../../components';
import '../../styles/search.css';
import { SearchNotice } from './SearchNotice';
import { SearchResultCard } from './SearchResultCard';
import { UserSearchBox } from './UserSearchBox';

/** /search?user={text}: the users matching the text, open to everyone. */
export function SearchScreen() {
  const query = useSearchParams()[0].get('user') ?? '';
  // A new query is a new search: a fresh actor, nothing carried over.
  return <SearchPage key={query} query={query} />;
}

function SearchPage({ query }: { query: string }) {
  const actor = useScreenActor(searchMachine, { input: { query } });
  const noQuery = useSelector(actor, selectHasNoQuery);
  const searched = useSelector(actor, selectQuery);
  const title = noQuery ? 'Search Users' : fillTemplate(MESSAGES.searchResultsTitle, { query: searched });
  usePageTitle(title);

  return (
    <section className="search-page" aria-labelledby="search-title" data-scope="search" data-part="root">
      <header className="search-page__header">
        <h1 id="search-title" className="search-page__title">
          {title}
        </h1>
        <ResultCount actor={actor} />
      </header>
      {noQuery ? (
        <div className="search-page__prompt" data-scope="search" data-part="prompt">
          <p>Find people and stores by username, name or market name.</p>
          <UserSearchBox scope="search" />
        </div>
      ) : (
        <SearchOutcome actor={actor} />
      )}
    </section>
  );
}

function ResultCount({ actor }: { actor: SearchActorRef }) {
  const countText = useSelector(actor, selectCountText);
  return countText ? (
    <p className="search-page__count" data-scope="search" data-part="count">
      {countText}
    </p>
  ) : null;
}

function SearchOutcome({ actor }: { actor: SearchActorRef }) {
  const searching = useSelector(actor, selectIsSearching);
  const empty = useSelector(actor, selectIsEmpty);
  const failed = useSelector(actor, selectIsFailed);
  const canRetry = useSelector(actor, selectCanRetry);
  const results = useSelector(actor, selectResults);
  const query = useSelector(actor, selectQuery);

  if (searching) {
    return (
      <div className="search-page__loading" role="status" data-scope="search" data-part="loading">
        <span className="spinner" aria-hidden="true" />
        Searching...
      </div>
    );
  }
  if (empty) {
    return (
      <SearchNotice kind="empty" title={MESSAGES.noSearchResults}>
        <p>{fillTemplate(MESSAGES.noUsersMatching, { query })}</p>
        <p className="search-notice__hint">{MESSAGES.searchHint}</p>
      </SearchNotice>
    );
  }
  if (failed) {
    const retry = canRetry ? (
      <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'user.retried' })} data-scope="search" data-part="retry">
        Try Again
      </button>
    ) : null;
    return <SearchNotice kind="failed" title={MESSAGES.searchFailed} action={retry} />;
  }
  return (
    <ul className="search-page__results" aria-label="Search results" data-scope="search" data-part="results">
      {results.map((result) => (
        <li key={result.user.username}>
          <SearchResultCard result={result} />
        </li>
      ))}
    </ul>
  );
}
