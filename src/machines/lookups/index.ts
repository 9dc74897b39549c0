export { lookupsMachine } from './lookups.machine';
export { lookupsActors, loadLookups } from './lookups.actors';
export * from './lookups.selectors';
export type * from './lookups.types';
