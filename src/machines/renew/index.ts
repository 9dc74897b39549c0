export { renewMachine } from './renew.machine';
export { renewActors, renewListing } from './renew.actors';
export * from './renew.selectors';
export * from './renew.types';
