import { MESSAGES } from '../../../src/contract';
import type { Stores } from '../../store';
import type { PostTarget } from '../../store/comments.store';
import { notFound } from '../http-error';

/** The post a like, comment, share or hide is about; 404 when there is none. */
export async function postTargetOr404(stores: Stores, postId: number): Promise<PostTarget> {
  const target = await stores.comments.postTarget(postId);
  if (!target) throw notFound(MESSAGES.postNotFound);
  return target;
}
