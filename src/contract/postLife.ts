import { z } from 'zod/mini';
import { postSchema } from './posts';

/**
 * Price watches and post expiry (issue 16): the calls' shapes. Imported from here, not from the contract's index:
 * the schemas are built when their module loads, and only the screens that use them should load it.
 */

/** POST /post/{id}/watch, DELETE /post/{id}/watch, GET /post/{id}/watch: whether the caller watches its price. */
export const watchAnswerSchema = z.object({ post_id: z.number(), watching: z.boolean() });
export type WatchAnswer = z.infer<typeof watchAnswerSchema>;

/** GET /watches: the posts whose prices the caller watches, newest watch first. */
export const watchedPostsAnswerSchema = z.object({ results: z.array(postSchema) });
export type WatchedPostsAnswer = z.infer<typeof watchedPostsAnswerSchema>;

/** POST /post/{id}/renew: the post shows again for another lifetime from `renewed_at`. */
export const renewAnswerSchema = z.object({ post_id: z.number(), renewed_at: z.string(), message: z.string() });
export type RenewAnswer = z.infer<typeof renewAnswerSchema>;
