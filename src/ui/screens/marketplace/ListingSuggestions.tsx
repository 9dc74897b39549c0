import { useSelector } from '@xstate/react';
import { MESSAGES } from '../../../contract/constants';
import {
  selectSuggestions,
  selectSuggestionsFailed,
  selectSuggestionsOpen,
  type ListingSearchActorRef,
} from '../../../machines/listingSearch/listingSearch.selectors';

type Props = { search: ListingSearchActorRef };

/** Titles and categories matching what is typed; choosing one searches it. */
export function ListingSuggestions({ search }: Props) {
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
