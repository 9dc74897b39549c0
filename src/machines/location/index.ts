export { locationMachine } from './location.machine';
export { locationActors, getPosition, describePlace, reportLocation, readLocationInput } from './location.actors';
export { firstAttemptTimeout, retryTimeout, setupGuide, failureMessage } from './location.rules';
export * from './location.selectors';
export type * from './location.types';
