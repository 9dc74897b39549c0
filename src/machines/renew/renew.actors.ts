import { fromPromise } from 'xstate';
import { renewPost } from '../../services/postLife';

/** Renews the owner's post; answers when it was renewed. */
export const renewListing = fromPromise<string, { postId: number }>(async ({ input, signal }) => (await renewPost(input.postId, signal)).renewed_at);

export const renewActors = { renewListing };
