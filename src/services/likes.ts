import { likeAnswerCheck } from '../contract/answerChecks.generated';
import { call } from './api';

/* A post's like, sent from every feed card: the rest of a post's social calls (social.ts) load when they are used. */

/** Sets the caller's like; the server answers the stored state and count. */
export function setLike(postId: number, liked: boolean, signal?: AbortSignal) {
  return call('/like', likeAnswerCheck, { method: 'POST', body: { post_id: postId, action: liked }, auth: true, quiet: true, signal });
}
