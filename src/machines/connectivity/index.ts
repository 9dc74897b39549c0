export { connectivityMachine } from './connectivity.machine';
export { connectivityActors, readConnectivityInput, watchNetwork } from './connectivity.actors';
export * from './connectivity.selectors';
export type * from './connectivity.types';
