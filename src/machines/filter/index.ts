export { filterMachine } from './filter.machine';
export { filterActors } from './filter.actors';
export * from './filter.selectors';
export * from './filter.fieldSelectors';
export type * from './filter.types';
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
