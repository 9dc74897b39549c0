import { Search, X } from '../../components/icons';
import { Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGES } from '../../../contract/constants';
import type { ListingSort } from '../../../contract/listingSearch';
import { LISTING_SORT_LABELS } from '../../../contract/listingSorts';
import {
  selectSearchText,
  selectSort,
  selectSortsOffered,
  firstSearchViewAfter,
  type ListingSearchFirstView,
} from '../../../machines/listingSearch/listingSearch.selectors';
import type { ListingSearchEvent } from '../../../machines/listingSearch/listingSearch.types';
import { lazyPart } from '../../app/lazyPart';
import { useLateSelector } from '../../app/useLateScreenActor';
import type { LateListingSearch } from './lateMachines';
import '../../styles/search.css';
import '../../styles/listing-search.css';

/** Shown once the search's machine runs, whose code comes after the first render: theirs comes with it. */
const suggestions = lazyPart(() => import('./ListingSuggestions'), (module) => module.ListingSuggestions);

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
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
          onFocus={() => {
            search.load();
            void suggestions.preload().catch(() => undefined);
          }}
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
        {search.actor ? (
          <Suspense fallback={null}>
            <suggestions.Component search={search.actor} />
          </Suspense>
        ) : null}
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
