export { filterMachine } from './filter.machine';
export { filterActors } from './filter.actors';
export * from './filter.selectors';
export * from './filter.fieldSelectors';
export type * from './filter.types';
export { clampDistance, DISTANCE_MAX_KM } from './filter.panelRules';
export {
  DEFAULT_DELIVERY,
  DEFAULT_DISTANCE,
  defaultValues,
  filterCountOf,
  filterQueryOf,
  priceOf,
} from './filter.rules';
