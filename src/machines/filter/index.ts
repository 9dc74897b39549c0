export { filterMachine } from './filter.machine';
export * from './filter.selectors';
export type * from './filter.types';
export { COUNTRIES, DEFAULT_COUNTRY, statesOf, type Country } from './filter.regions';
export {
  clampDistance,
  DEFAULT_DELIVERY,
  DEFAULT_DISTANCE,
  defaultValues,
  DISTANCE_MAX_KM,
  filterCountOf,
  filterQueryOf,
  priceOf,
} from './filter.rules';
