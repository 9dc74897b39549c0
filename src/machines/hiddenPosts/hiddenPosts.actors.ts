import { fromPromise } from 'xstate';
import type { Post } from '../../contract';
import { localHiddenPosts } from '../../services/marketplace';
import { fetchHiddenPosts, setHidden } from '../../services/social';

/** GET /hidden/posts: the signed-in account's hidden posts in full. */
export const loadHiddenPosts = fromPromise<Post[]>(({ signal }) => fetchHiddenPosts(signal));

/** POST /hidden with action false; the account's remaining hidden posts refresh this browser's cache. */
export const unhidePost = fromPromise<void, { postId: number }>(async ({ input, signal }) => {
  const answer = await setHidden(input.postId, false, signal);
  localHiddenPosts.replace(answer.post_ids);
});

export const hiddenPostsActors = { loadHiddenPosts, unhidePost };
