import { z } from 'zod/mini';
import { LIMITS, MESSAGES } from './constants';
import { rowIdText } from './fields';
import { postSchema } from './posts';

const postIdField = rowIdText(MESSAGES.missingPostId);

export const commentSchema = z.object({
  id: z.number(),
  user: z.object({ username: z.string(), display_name: z.string(), profileimg: z.string() }),
  post: z.number(),
  comment: z.string(),
  parent: z.nullable(z.number()),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsQuerySchema = z.object({ post: postIdField });
/** Oldest first; replies carry their parent's id. */
export const commentsAnswerSchema = z.object({ comments: z.array(commentSchema) });

/** POST /comment; the length rule depends on `parent` (replies are shorter). */
export const commentPayloadSchema = z
  .object({
    user: z.optional(z.string()),
    post: postIdField,
    comment: z.string({ error: MESSAGES.commentEmpty }).check(z.trim()),
    parent: z.optional(z.nullable(rowIdText(MESSAGES.parentCommentInvalid))),
  })
  .check(
    z.superRefine((body, context) => {
      const isReply = body.parent != null;
      if (!body.comment) {
        context.addIssue({ code: 'custom', path: ['comment'], message: isReply ? MESSAGES.replyEmpty : MESSAGES.commentEmpty });
      } else if (body.comment.length > (isReply ? LIMITS.replyMax : LIMITS.commentMax)) {
        context.addIssue({ code: 'custom', path: ['comment'], message: isReply ? MESSAGES.replyTooLong : MESSAGES.commentTooLong });
      }
    }),
  );
export type CommentPayload = z.input<typeof commentPayloadSchema>;
export const commentAnswerSchema = z.object({ comment: commentSchema, no_of_comments: z.number() });

/** POST /follow toggles, or sets the state when `action` is sent (the client sends it). */
export const followPayloadSchema = z.object({
  user: z
    .string({ error: MESSAGES.missingUsername })
    .check(z.trim(), z.minLength(1, MESSAGES.missingUsername), z.maxLength(LIMITS.emailMax, MESSAGES.userNotFound)),
  action: z.optional(z.boolean({ error: MESSAGES.mustBeTrueOrFalse })),
});
export const followAnswerSchema = z.object({
  user: z.string(),
  isFollowing: z.boolean(),
  user_followers: z.number(),
});

/** GET /follow: every follow the caller is part of, as follower or followed. */
export const followRecordSchema = z.object({
  follower: z.string(),
  user: z.object({ username: z.string() }),
  isFollowing: z.boolean(),
});
export const followsAnswerSchema = z.array(followRecordSchema);

/** A user as suggestions, search and GET /get_user/{username} show them. */
export const userSummarySchema = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profileimg: z.string(),
  marketname: z.string(),
  city: z.string(),
  state: z.string(),
  is_verified: z.boolean(),
  is_vendor: z.boolean(),
  followers: z.number(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
export const suggestionsAnswerSchema = z.array(userSummarySchema);
export const userAnswerSchema = z.object({ user: userSummarySchema });

export const savePayloadSchema = z.object({
  post_id: postIdField,
  action: z.optional(z.boolean({ error: MESSAGES.mustBeTrueOrFalse })),
});
export const saveAnswerSchema = z.object({ post_id: z.number(), saved: z.boolean(), message: z.string() });
export const savedPostsAnswerSchema = z.object({ results: z.array(postSchema) });

export const hidePayloadSchema = z.object({
  post_id: postIdField,
  action: z.optional(z.boolean({ error: MESSAGES.mustBeTrueOrFalse })),
});
export const hiddenPostsAnswerSchema = z.object({ post_ids: z.array(z.number()) });
/** GET /hidden/posts: the caller's hidden posts in full, newest hidden first (Settings → Marketplace, with Unhide). */
export const hiddenPostListAnswerSchema = savedPostsAnswerSchema;

/** POST /post/{id}/share: records the share so the owner is told; the link itself is built locally. */
export const sharePayloadSchema = z.object({
  target: z.enum(['whatsapp', 'facebook', 'reddit', 'twitter', 'email', 'linkedin', 'telegram', 'copy']),
});
export const shareAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

export const referralCodeAnswerSchema = z.object({ code: z.string(), link: z.string() });
export const referralStatsAnswerSchema = z.object({
  total_referrals: z.number(),
  converted_referrals: z.number(),
  referred_users: z.array(z.object({ username: z.string(), date_joined: z.string(), converted: z.boolean() })),
});
export type ReferralStats = z.infer<typeof referralStatsAnswerSchema>;
/** GET /referral/check?code=: whether a code belongs to someone, so the register form says "Applied" only then. */
export const referralCheckQuerySchema = z.object({
  code: z.string({ error: MESSAGES.invalidReferralCode }).check(z.trim(), z.minLength(1, MESSAGES.invalidReferralCode), z.maxLength(32, MESSAGES.invalidReferralCode)),
});
export const referralCheckAnswerSchema = z.object({ code: z.string(), valid: z.boolean() });
export type ReferralCheckAnswer = z.infer<typeof referralCheckAnswerSchema>;

/** POST /v2/chats/: creates the room with the receiver, or answers the one they already share. */
export const createChatPayloadSchema = z.object({
  receiver: z
    .string({ error: MESSAGES.chatUserUnavailable })
    .check(z.trim(), z.minLength(1, MESSAGES.chatUserUnavailable), z.maxLength(LIMITS.emailMax, MESSAGES.userNotFound)),
  /** The post Message Seller was pressed on: a sold one starts no chat. */
  post: z.optional(rowIdText(MESSAGES.missingPostId)),
});
export const createChatAnswerSchema = z.object({ uniquecode: z.string(), created: z.boolean() });
