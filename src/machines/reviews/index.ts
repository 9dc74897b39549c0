export { reviewsMachine } from './reviews.machine';
export { reviewsActors } from './reviews.actors';
export * from './reviews.selectors';
export type * from './reviews.types';
