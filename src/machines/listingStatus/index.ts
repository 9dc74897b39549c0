export { listingStatusMachine } from './listingStatus.machine';
export { listingStatusActors, markPostSold } from './listingStatus.actors';
export * from './listingStatus.selectors';
export * from './listingStatus.types';
