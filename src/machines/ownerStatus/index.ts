export { ownerStatusMachine } from './ownerStatus.machine';
export { ownerStatusActors, ownerStatusEffects, pushStatus, readOwnerStatusInput } from './ownerStatus.actors';
export * from './ownerStatus.selectors';
export type * from './ownerStatus.types';
