export { authMachine } from './auth.machine';
export { authActors, preloadSignIn } from './auth.actors';
export * from './auth.selectors';
export * from './auth.screenSelectors';
export type * from './auth.types';
