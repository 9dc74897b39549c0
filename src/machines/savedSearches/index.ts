export { savedSearchesMachine } from './savedSearches.machine';
export { loadSavedSearches, removeSavedSearch, savedSearchesActors, setAlerts } from './savedSearches.actors';
export * from './savedSearches.selectors';
export type * from './savedSearches.types';
