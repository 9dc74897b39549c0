export { ratingMachine } from './rating.machine';
export { ratingActors, sendRating } from './rating.actors';
export * from './rating.selectors';
export type * from './rating.types';
