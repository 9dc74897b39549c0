import { useSelector } from '@xstate/react';
import { useId, type KeyboardEvent } from 'react';
import { fillTemplate, MESSAGES } from '../../../../contract/constants';
import {
  selectFoundNothing,
  selectIsSearching,
  selectIsUnavailable,
  selectSuggestions,
  type AddressSearchActorRef,
} from '../../../../machines/addressSearch';

export type AddressSearchFieldProps = {
  label: string;
  name: string;
  /** The text shown in the field (the form's own value). */
  value: string;
  onValueChange: (value: string) => void;
  search: AddressSearchActorRef;
  /** The chosen country (ISO alpha-2): suggestions are places in it. */
  countryCode?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  placeholder?: string;
};

/** A text field that suggests addresses as the user types (3+ characters, after a pause); a click picks one. */
export function AddressSearchField({ label, name, value, onValueChange, search, countryCode, error, disabled = false, placeholder }: AddressSearchFieldProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const suggestions = useSelector(search, selectSuggestions);
  const change = (next: string) => {
    onValueChange(next);
    search.send({ type: 'query.changed', value: next, countryCode });
  };
  const dismissOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') search.send({ type: 'suggestions.dismissed' });
  };
  return (
    <div className="field address-search" data-scope="address-search" data-part="root" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete="street-address"
        onChange={(event) => change(event.target.value)}
        onKeyDown={dismissOnEscape}
        aria-invalid={error ? true : undefined}
        aria-describedby={[statusId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-controls={suggestions.length ? listId : undefined}
        aria-expanded={suggestions.length > 0}
        data-scope="address-search"
        data-part="input"
      />
      <SearchStatus id={statusId} search={search} />
      {suggestions.length ? (
        <ul id={listId} className="address-search__list" aria-label="Address suggestions" data-scope="address-search" data-part="suggestions">
          {suggestions.map((suggestion, index) => (
            <li key={`${suggestion.display_name}-${index}`}>
              <button
                type="button"
                className="address-search__option"
                onClick={() => search.send({ type: 'suggestion.picked', index })}
                data-scope="address-search"
                data-part="suggestion"
              >
                <span aria-hidden="true">📍</span> {suggestion.display_name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" data-scope="field" data-part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SearchStatus({ id, search }: { id: string; search: AddressSearchActorRef }) {
  const searching = useSelector(search, selectIsSearching);
  const count = useSelector(search, (snapshot) => selectSuggestions(snapshot).length);
  const nothing = useSelector(search, selectFoundNothing);
  const unavailable = useSelector(search, selectIsUnavailable);
  const text = searching
    ? 'Searching addresses...'
    : count
      ? fillTemplate(MESSAGES.addressSuggestionsFound, { count })
      : nothing
        ? 'No matching places. Type more of the address, or use your current location.'
        : unavailable
          ? MESSAGES.addressSearchAlternatives
          : '';
  return (
    <p id={id} className="field__hint address-search__status" aria-live="polite" data-scope="address-search" data-part="status">
      {text}
    </p>
  );
}
