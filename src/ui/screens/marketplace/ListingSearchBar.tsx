import { useSelector } from '@xstate/react';
import { Search, X } from '../../components/icons';
import { useId, useState, type ReactNode } from 'react';
import { MESSAGES } from '../../../contract/constants';
import type { ListingSort } from '../../../contract/listingSearch';
import { LISTING_SORT_LABELS } from '../../../contract/listingSorts';
import {
  selectSearchText,
  selectSort,
  selectSortsOffered,
  selectSuggestions,
  selectSuggestionsFailed,
  selectSuggestionsOpen,
  type ListingSearchActorRef,
  firstSearchViewAfter,
  type ListingSearchFirstView,
} from '../../../machines/listingSearch/listingSearch.selectors';
import type { ListingSearchEvent } from '../../../machines/listingSearch/listingSearch.types';
import { useLateSelector } from '../../app/useLateScreenActor';
import type { LateListingSearch } from './lateMachines';
import '../../styles/search.css';
import '../../styles/listing-search.css';

type Props = { search: ListingSearchActorRef };

/**
 * `first`: what shows until the search's machine runs (it comes after the first render, asked for by the box's
 * first focus); `children`: what sits on the search's row after the sort (Save search).
 */
type BarProps = { search: LateListingSearch; first: ListingSearchFirstView; children?: ReactNode };

/** The marketplace's listing search: the box, suggestions while typing, and the order of the results. */
export function ListingSearchBar({ search, first, children }: BarProps) {
  const inputId = useId();
  const sortId = useId();
  // What was typed or chosen before the machine ran: it shows at once and reaches the machine when it starts.
  const [early, setEarly] = useState(first);
  const text = useLateSelector(search, selectSearchText, early.text);
  const sort = useLateSelector(search, selectSort, early.sort);
  const offered = useLateSelector(search, selectSortsOffered, early.sortsOffered);
  const send = (event: ListingSearchEvent) => {
    if (!search.actor) setEarly((view) => firstSearchViewAfter(view, event));
    search.send(event);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'search.submitted' });
  };

  return (
    <div className="listing-search" data-scope="listing-search" data-part="root">
      <form role="search" aria-label={MESSAGES.searchListingsLabel} className="listing-search__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {MESSAGES.searchListingsLabel}
        </label>
        <input
          id={inputId}
          className="user-search__input listing-search__input"
          type="search"
          placeholder={MESSAGES.searchListingsPlaceholder}
          autoComplete="off"
          value={text}
          onChange={(event) => send({ type: 'search.typed', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') send({ type: 'suggestions.dismissed' });
          }}
          onFocus={search.load}
          data-scope="listing-search"
          data-part="input"
        />
        {text !== '' ? (
          <button
            type="button"
            className="button button--secondary listing-search__clear"
            aria-label={MESSAGES.clearSearch}
            onClick={() => send({ type: 'search.cleared' })}
            data-scope="listing-search"
            data-part="clear"
          >
            <X />
          </button>
        ) : null}
        <button type="submit" className="button button--primary user-search__submit" aria-label="Search" data-scope="listing-search" data-part="submit">
          <Search />
        </button>
        {search.actor ? <ListingSuggestions search={search.actor} /> : null}
      </form>
      <label htmlFor={sortId} className="listing-search__sort-label">
        {MESSAGES.listingSortLabel}
      </label>
      <select
        id={sortId}
        className="user-search__scope listing-search__sort"
        value={sort}
        onChange={(event) => send({ type: 'sort.changed', sort: event.target.value as ListingSort })}
        data-scope="listing-search"
        data-part="sort"
      >
        {offered.split(',').map((choice) => (
          <option key={choice} value={choice}>
            {LISTING_SORT_LABELS[choice as ListingSort]}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}

/** Titles and categories matching what is typed; choosing one searches it. */
function ListingSuggestions({ search }: Props) {
  const open = useSelector(search, selectSuggestionsOpen);
  const failed = useSelector(search, selectSuggestionsFailed);
  const { titles, categories } = useSelector(search, selectSuggestions);
  if (failed) return <p className="listing-search__failed" role="status">{MESSAGES.suggestionsFailed}</p>;
  if (!open || titles.length + categories.length === 0) return null;
  const choose = (text: string) => search.send({ type: 'suggestion.chosen', text });
  return (
    <ul className="listing-search__suggestions" aria-label="Suggestions" data-scope="listing-search" data-part="suggestions">
      {titles.map((title) => (
        <li key={`title-${title}`}>
          <button type="button" className="listing-search__suggestion" onClick={() => choose(title)}>
            {title}
          </button>
        </li>
      ))}
      {categories.map((category) => (
        <li key={`category-${category.id}`}>
          <button type="button" className="listing-search__suggestion listing-search__suggestion--category" onClick={() => choose(category.name)}>
            in {category.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
