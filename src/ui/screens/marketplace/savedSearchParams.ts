import type { ListingSort } from '../../../contract/listingSearch';
import { LISTING_SORTS } from '../../../contract/listingSorts';
import type { CategoryType } from '../../../contract/lookups';
import type { FeedFilterQuery } from '../../../machines/filter';

/** A listing search given in the address (?q=, or a saved search's parameters opened from its alert). */
export type SearchFromAddress = { text: string; sort?: ListingSort; filters: FeedFilterQuery };

const textOf = (params: URLSearchParams, key: string): string | undefined => params.get(key)?.trim() || undefined;

/** A number of 0 or more, else nothing (the server would refuse it; the page shows the feed without it). */
function numberOf(params: URLSearchParams, key: string): number | undefined {
  const text = textOf(params, key);
  const value = text === undefined ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function sortOf(params: URLSearchParams): ListingSort | undefined {
  const sort = textOf(params, 'sort');
  // Nearest needs the device's position, which the address does not carry.
  return LISTING_SORTS.find((known) => known === sort && known !== 'nearest');
}

function categoryTypeOf(params: URLSearchParams): CategoryType | undefined {
  const type = textOf(params, 'category_type');
  return type === 'product' || type === 'service' ? type : undefined;
}

/** The search and filters the address holds (a saved search's, as GET /listings names them); what is not valid is left out. */
export function searchFromAddress(params: URLSearchParams): SearchFromAddress {
  const category = numberOf(params, 'category');
  const filters: FeedFilterQuery = {
    category: category !== undefined && Number.isInteger(category) && category > 0 ? category : undefined,
    category_type: categoryTypeOf(params),
    min_price: numberOf(params, 'min_price'),
    max_price: numberOf(params, 'max_price'),
    state: textOf(params, 'state'),
    city: textOf(params, 'city'),
    delivery_time: textOf(params, 'delivery_time'),
    show_sold: ['true', '1'].includes(params.get('show_sold') ?? '') ? true : undefined,
  };
  const sort = sortOf(params);
  return {
    text: params.get('q') ?? '',
    ...(sort ? { sort } : {}),
    filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as FeedFilterQuery,
  };
}

/** What restarts the page when it changes: the search and filters, never ?postId= (the popup over the feed). */
export const searchKeyOf = (params: URLSearchParams): string => JSON.stringify(searchFromAddress(params));
