import type { CategoryType } from '../../contract';
import type { Country } from '../../contract/geo';
import type { FilterAppliedEvent, FilteredPageEvent } from '../feed/feed.types';
import type { FeedFilterQuery } from '../../services/marketplace';

export type { FeedFilterQuery };

/** The two handles of the distance slider, in km, low first. */
export type DistanceRange = readonly [number, number];

/** What the panel's fields hold, as typed (prices stay text until they are sent). */
export type FilterValues = {
  categoryType: CategoryType | '';
  /** The chosen category's id as text; '' when none. */
  category: string;
  min: string;
  max: string;
  country: string;
  state: string;
  city: string;
  distance: DistanceRange;
  /** A delivery-time value; 'default' means any. */
  delivery: string;
  /** Show sold: sold posts stay in the results (the feed leaves them out by default). */
  showSold: boolean;
};

export type FilterContext = {
  values: FilterValues;
  /** The countries offered by name, the chosen ones with their states: none until the server's list has come. */
  countries: readonly Country[];
  /** The user's current city (profile or location): offered as a one-tap city filter, never set unasked. */
  currentCity: string;
  /** At most 1000 px wide: the panel is an overlay, hidden by default and closed by Apply. */
  narrow: boolean;
  /** The filters being loaded by the feed, or the last ones applied. */
  query: FeedFilterQuery;
  /** Why they were applied: a reset has already said 'Filters cleared.'. */
  reason: 'apply' | 'reset';
};

/** `query`: filters applied from the start (a saved search opened from its alert). */
export type FilterInput = { narrow: boolean; currentCity?: string; query?: FeedFilterQuery };

export type FilterEvent =
  | { type: 'filter.categoryTypeChanged'; value: CategoryType | '' }
  | { type: 'filter.categoryChanged'; value: string }
  | { type: 'filter.priceChanged'; bound: 'min' | 'max'; value: string }
  | { type: 'filter.countryChanged'; value: string }
  | { type: 'filter.regionChanged'; value: string }
  | { type: 'filter.cityChanged'; value: string }
  | { type: 'filter.distanceChanged'; range: DistanceRange }
  | { type: 'filter.deliveryChanged'; value: string }
  | { type: 'filter.showSoldChanged'; value: boolean }
  | { type: 'filter.applyClicked' }
  | { type: 'filter.resetClicked' }
  /** The one-tap offer of the user's own city: fill the city filter with it and apply. */
  | { type: 'filter.myCityClicked' }
  | { type: 'filter.panelToggled' }
  /** The Close button or the backdrop. */
  | { type: 'filter.panelClosed' }
  /** Try Again under the country and state lists that failed to load. */
  | { type: 'filter.placesRetryClicked' }
  /** The view measured the window: narrow means at most 1000 px. */
  | { type: 'viewport.changed'; narrow: boolean }
  /** The user's current city became known (profile or location). */
  | { type: 'location.cityKnown'; city: string }
  /** The feed loaded page 1 of the applied filters, or failed to. */
  | FilteredPageEvent;

export type FilterEmitted =
  | { type: 'toast'; tone: 'success' | 'info' | 'error'; message: string }
  /** For the feed: show these filters from page 1 (it answers with a FilteredPageEvent). */
  | FilterAppliedEvent;
