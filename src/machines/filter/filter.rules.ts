import { DEFAULT_COUNTRY, LIMITS } from '../../contract/constants';
import type { DistanceRange, FeedFilterQuery, FilterContext, FilterInput, FilterValues } from './filter.types';

export const DEFAULT_DELIVERY = 'default';
export const DEFAULT_DISTANCE: DistanceRange = [LIMITS.distanceDefaultKm[0], LIMITS.distanceDefaultKm[1]];

export const defaultValues = (): FilterValues => ({
  categoryType: '',
  category: '',
  min: '',
  max: '',
  country: DEFAULT_COUNTRY,
  state: '',
  city: '',
  distance: DEFAULT_DISTANCE,
  delivery: DEFAULT_DELIVERY,
  showSold: false,
});

/** A price field as sent: a number of 0 or more, else nothing (empty and invalid are skipped). */
export function priceOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const price = Number(trimmed);
  return Number.isFinite(price) && price >= 0 ? price : undefined;
}

function categoryIdOf(text: string): number | undefined {
  const id = Number(text.trim());
  return text.trim() && Number.isInteger(id) && id > 0 ? id : undefined;
}

const textOf = (value: string): string | undefined => value.trim() || undefined;

/** What the filter call sends (document 2 section 5); country and distance are never sent. */
export function filterQueryOf(values: FilterValues): FeedFilterQuery {
  const query: FeedFilterQuery = {
    category: categoryIdOf(values.category),
    category_type: values.categoryType || undefined,
    min_price: priceOf(values.min),
    max_price: priceOf(values.max),
    state: textOf(values.state),
    city: textOf(values.city),
    delivery_time: values.delivery === DEFAULT_DELIVERY ? undefined : textOf(values.delivery),
    show_sold: values.showSold || undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as FeedFilterQuery;
}

/** The panel's fields holding a query's filters (a saved search's), the rest at their defaults. */
export function valuesOf(query: FeedFilterQuery): FilterValues {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    ...defaultValues(),
    categoryType: query.category_type ?? '',
    category: text(query.category),
    min: text(query.min_price),
    max: text(query.max_price),
    state: text(query.state),
    city: text(query.city),
    delivery: query.delivery_time ?? DEFAULT_DELIVERY,
    showSold: query.show_sold === true,
  };
}

/** The machine's first context. Nothing is filtered until the user asks: the current city is only offered. */
export function firstFilterContext(input: FilterInput): FilterContext {
  const values = valuesOf(input.query ?? {});
  return { values, countries: [], currentCity: input.currentCity?.trim() ?? '', narrow: input.narrow, query: filterQueryOf(values), reason: 'apply' };
}

/** How many filters a query applies (the banner and the result toasts). */
export const filterCountOf = (query: FeedFilterQuery): number => Object.keys(query).length;
