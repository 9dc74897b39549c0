import { useSelector } from '@xstate/react';
import { MapPin } from '../../../components/icons';
import { useId, useState, type KeyboardEvent } from 'react';
import { fillTemplate, MESSAGES } from '../../../../contract/constants';
import type { AddressSuggestion } from '../../../../contract/geo';
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

/**
 * A text field that suggests addresses as the user types (3+ characters, after a pause), as an ARIA combobox:
 * a click picks a suggestion; so do the arrow keys and Enter, while focus stays in the field; Escape closes the list.
 */
export function AddressSearchField({ label, name, value, onValueChange, search, countryCode, error, disabled = false, placeholder }: AddressSearchFieldProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const suggestions = useSelector(search, selectSuggestions);
  const [active, moveTo] = useActiveOption(suggestions);
  const change = (next: string) => {
    onValueChange(next);
    search.send({ type: 'query.changed', value: next, countryCode });
  };
  const pick = (index: number) => search.send({ type: 'suggestion.picked', index });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') search.send({ type: 'suggestions.dismissed' });
    else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && suggestions.length) {
      event.preventDefault();
      moveTo(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active >= 0) {
      // Enter picks the highlighted suggestion instead of submitting the form.
      event.preventDefault();
      pick(active);
    }
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
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-invalid={error ? true : undefined}
        aria-describedby={[statusId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-controls={suggestions.length ? listId : undefined}
        aria-expanded={suggestions.length > 0}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        data-scope="address-search"
        data-part="input"
      />
      <SearchStatus id={statusId} search={search} />
      {suggestions.length ? (
        <ul id={listId} className="address-search__list" role="listbox" aria-label="Address suggestions" data-scope="address-search" data-part="suggestions">
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.display_name}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="address-search__option"
              onClick={() => pick(index)}
              data-scope="address-search"
              data-part="suggestion"
            >
              <MapPin /> {suggestion.display_name}
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

/**
 * The suggestion the arrow keys highlight (-1: none) and a move by one, wrapping at the ends; a new list of
 * suggestions starts with none highlighted.
 */
function useActiveOption(suggestions: readonly AddressSuggestion[]): [number, (step: 1 | -1) => void] {
  const [highlight, setHighlight] = useState<{ among: readonly AddressSuggestion[]; index: number } | null>(null);
  const active = highlight?.among === suggestions ? highlight.index : -1;
  const moveTo = (step: 1 | -1) => {
    const count = suggestions.length;
    const from = active < 0 && step < 0 ? count : active;
    setHighlight({ among: suggestions, index: (from + step + count) % count });
  };
  return [active, moveTo];
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
