export { listingSearchMachine } from './listingSearch.machine';
export { listingSearchActors, loadSuggestions } from './listingSearch.actors';
export * from './listingSearch.selectors';
export type * from './listingSearch.types';
export { filterAndSearchLink } from './listingSearch.link';
export { searchQueryOf, sortsOffered } from './listingSearch.rules';
