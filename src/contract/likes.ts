import { z } from 'zod/mini';
import { MESSAGES } from './constants';
import { rowId, rowIdText } from './fields';

/* A post's likes: every feed card sends one, so this stays apart from the rest of a post's social calls (social.ts). */

const postIdField = rowIdText(MESSAGES.missingPostId);

/**
 * POST /like. Without `action` it toggles (the spec's call); with `action` it sets the state, which is
 * what the client sends so a double click or a retried request lands once.
 */
export const likePayloadSchema = z.object({
  post_id: postIdField,
  action: z.optional(z.boolean({ error: MESSAGES.mustBeTrueOrFalse })),
});
export const likeAnswerSchema = z.object({
  post_id: z.number(),
  liked: z.boolean(),
  no_of_likes: z.number(),
});
export type LikeAnswer = z.infer<typeof likeAnswerSchema>;

/** GET /checklike: the caller's likes; `posts=1,2,3` narrows them. */
export const checkLikeQuerySchema = z.object({
  posts: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.regex(/^\d+(,\d+){0,99}$/, MESSAGES.missingPostId)),
        z.transform((list: string) => list.split(',').map(Number)),
      ),
      z.array(rowId(MESSAGES.missingPostId, 0)),
    ),
  ),
});
export const likeRecordSchema = z.object({
  post_id: z.number(),
  username: z.object({ username: z.string() }),
  action: z.boolean(),
});
export const checkLikeAnswerSchema = z.array(likeRecordSchema);
