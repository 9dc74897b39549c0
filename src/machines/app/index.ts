export { appMachine } from './app.machine';
export { appActors, readAppInput } from './app.actors';
export * from './app.selectors';
export type * from './app.types';
