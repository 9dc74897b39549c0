import { fromPromise } from 'xstate';
import { fetchWatch, setWatching } from '../../services/postLife';

/** Whether the signed-in user watches the post's price now. */
export const loadWatch = fromPromise<boolean, { postId: number }>(async ({ input, signal }) => (await fetchWatch(input.postId, signal)).watching);

/** Starts or stops the watch; answers whether the post is watched now. */
export const changeWatch = fromPromise<boolean, { postId: number; watching: boolean }>(
  async ({ input, signal }) => (await setWatching(input.postId, input.watching, signal)).watching,
);

export const watchActors = { loadWatch, changeWatch };
