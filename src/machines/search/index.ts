export { searchMachine } from './search.machine';
export { findUsers, searchActors } from './search.actors';
export { resultCountText, searchPathFor } from './search.rules';
export * from './search.selectors';
export type * from './search.types';
