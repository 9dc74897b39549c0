export { watchedPostsMachine } from './watchedPosts.machine';
export { watchedPostsActors, loadWatchedPosts, unwatchPost } from './watchedPosts.actors';
export * from './watchedPosts.selectors';
export * from './watchedPosts.types';
