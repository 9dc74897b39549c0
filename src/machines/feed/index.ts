export { feedMachine } from './feed.machine';
export { feedActors, loadPage, readFeedInput } from './feed.actors';
export * from './feed.selectors';
export type * from './feed.types';
