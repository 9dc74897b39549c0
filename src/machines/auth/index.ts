export { authMachine } from './auth.machine';
export { authActors } from './auth.actors';
export * from './auth.selectors';
export type * from './auth.types';
