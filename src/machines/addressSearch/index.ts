export { addressSearchMachine } from './addressSearch.machine';
export { addressSearchActors, findAddresses } from './addressSearch.actors';
export * from './addressSearch.selectors';
export type * from './addressSearch.types';
