export { hiddenPostsMachine } from './hiddenPosts.machine';
export { hiddenPostsActors, loadHiddenPosts, unhidePost } from './hiddenPosts.actors';
export * from './hiddenPosts.selectors';
export type * from './hiddenPosts.types';
