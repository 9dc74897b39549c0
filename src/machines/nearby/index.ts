export { nearbyMachine } from './nearby.machine';
export { nearbyActors, loadNearby, findPlace } from './nearby.actors';
export * from './nearby.selectors';
export type * from './nearby.types';
