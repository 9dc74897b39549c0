export { likeMachine } from './like.machine';
export { likeActors, sendLike } from './like.actors';
export * from './like.selectors';
export type * from './like.types';
