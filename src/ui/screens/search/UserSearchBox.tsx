import { useId } from 'react';
import { useNavigate } from 'react-router';
import { searchPathFor } from '../../../machines/search/search.rules';
import '../../styles/search.css';

/**
 * The user search box: a non-blank query opens /search?user={text}; an empty
 * trimmed one does nothing. `scope` names where it sits for data-scope hooks.
 */
export function UserSearchBox({ scope, defaultValue = '' }: { scope: string; defaultValue?: string }) {
  const navigate = useNavigate();
  const inputId = useId();

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('user');
    const path = searchPathFor(typeof text === 'string' ? text : '');
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
      <button type="submit" className="button button--primary user-search__submit" data-scope={scope} data-part="search-submit">
        Search
      </button>
    </form>
  );
}
