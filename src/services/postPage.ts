import { optionalPostAnswerCheck } from '../contract/answerChecks.generated';
import type { Post } from '../contract/posts';
import { MESSAGES } from '../contract/texts';
import { call } from './api';

/** GET /post/{id}, the post view's call; an answer without a post is 'Invalid response format'. */
export async function fetchPost(id: number, signal?: AbortSignal): Promise<Post> {
  const answer = await call(`/post/${id}`, optionalPostAnswerCheck, { auth: 'optional', signal, quiet: true });
  if (!answer.post) throw new Error(MESSAGES.invalidResponseFormat);
  return answer.post;
}
