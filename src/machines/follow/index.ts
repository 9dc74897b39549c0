export { followMachine } from './follow.machine';
export { followActors, sendFollow } from './follow.actors';
export * from './follow.selectors';
export type * from './follow.types';
