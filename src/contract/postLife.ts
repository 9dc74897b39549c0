import { z } from 'zod/mini';
import { POST_LIFE } from './constants';
import { postSchema } from './posts';

/** Price watches and post expiry (issue 16): the calls' shapes. */

/** Whether a post renewed at `renewedAt` has expired at `now` (ms since the epoch). */
export function hasExpired(renewedAt: string, now: number): boolean {
  const renewed = Date.parse(renewedAt);
  return Number.isFinite(renewed) && now - renewed >= POST_LIFE.lifetime;
}

/** POST /post/{id}/watch, DELETE /post/{id}/watch, GET /post/{id}/watch: whether the caller watches its price. */
export const watchAnswerSchema = z.object({ post_id: z.number(), watching: z.boolean() });
export type WatchAnswer = z.infer<typeof watchAnswerSchema>;

/** GET /watches: the posts whose prices the caller watches, newest watch first. */
export const watchedPostsAnswerSchema = z.object({ results: z.array(postSchema) });
export type WatchedPostsAnswer = z.infer<typeof watchedPostsAnswerSchema>;

/** POST /post/{id}/renew: the post shows again for another lifetime from `renewed_at`. */
export const renewAnswerSchema = z.object({ post_id: z.number(), renewed_at: z.string(), message: z.string() });
export type RenewAnswer = z.infer<typeof renewAnswerSchema>;
