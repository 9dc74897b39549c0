export { lookupsMachine, LOOKUPS_SYSTEM_ID } from './lookups.machine';
export { lookupsActors, loadLookups } from './lookups.actors';
export * from './lookups.selectors';
export type * from './lookups.types';
