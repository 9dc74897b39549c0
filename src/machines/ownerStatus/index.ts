export { ownerStatusMachine } from './ownerStatus.machine';
export { readOwnerStatusInput } from './ownerStatus.actors';
export * from './ownerStatus.selectors';
export type * from './ownerStatus.types';
