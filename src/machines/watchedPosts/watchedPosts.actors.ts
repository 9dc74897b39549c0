import { fromPromise } from 'xstate';
import type { Post } from '../../contract';
import { fetchWatchedPosts, setWatching } from '../../services/postLife';

/** GET /watches: the posts whose prices the signed-in user watches. */
export const loadWatchedPosts = fromPromise<Post[]>(({ signal }) => fetchWatchedPosts(signal));

/** DELETE /post/{id}/watch. */
export const unwatchPost = fromPromise<void, { postId: number }>(async ({ input, signal }) => {
  await setWatching(input.postId, false, signal);
});

export const watchedPostsActors = { loadWatchedPosts, unwatchPost };
