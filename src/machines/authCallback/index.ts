export { authCallbackMachine } from './authCallback.machine';
export { authCallbackActors, watchSignIn } from './authCallback.actors';
export * from './authCallback.selectors';
export type * from './authCallback.types';
export { endingOf, NOT_CONFIGURED_CODE, resolveCallback } from './authCallback.rules';
