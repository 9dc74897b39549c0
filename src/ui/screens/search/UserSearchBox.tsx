import { useId } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../contract/constants';
import { searchPathFor, type SearchScope } from '../../../machines/search/search.rules';
import '../../styles/search.css';

/**
 * The user search box: a non-blank query opens /search?user={text}; an empty
 * trimmed one does nothing. `scope` names where it sits for data-scope hooks.
 * With `offerListings` (the navbar) it also offers Listings (Users chosen at
 * first), which opens the marketplace searching the text (/?q={text}).
 */
export function UserSearchBox({ scope, defaultValue = '', offerListings = false }: { scope: string; defaultValue?: string; offerListings?: boolean }) {
  const navigate = useNavigate();
  const inputId = useId();

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = form.get('user');
    const searched: SearchScope = form.get('scope') === 'listings' ? 'listings' : 'users';
    const path = searchPathFor(typeof text === 'string' ? text : '', searched);
    if (path) void navigate(path);
  };

  return (
    <form role="search" aria-label="User search" className="user-search" onSubmit={submit} data-scope={scope} data-part="search">
      <label htmlFor={inputId} className="visually-hidden">
        Search users
      </label>
      <input
        id={inputId}
        className="user-search__input"
        type="search"
        name="user"
        placeholder="Search users..."
        autoComplete="off"
        defaultValue={defaultValue}
        data-scope={scope}
        data-part="search-input"
      />
      {offerListings ? (
        <select name="scope" aria-label="Search in" className="user-search__scope" defaultValue="users" data-scope={scope} data-part="search-scope">
          <option value="listings">{MESSAGES.searchScopeListings}</option>
          <option value="users">{MESSAGES.searchScopeUsers}</option>
        </select>
      ) : null}
      <button type="submit" className="button button--primary user-search__submit" data-scope={scope} data-part="search-submit">
        Search
      </button>
    </form>
  );
}
