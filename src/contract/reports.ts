import { z } from 'zod/mini';
import { MESSAGES, MODERATION_LIMITS } from './constants';
import { rowId, rowIdText } from './fields';

/** Why something is reported, in the order the report form offers them. */
export const REPORT_REASONS = ['scam', 'prohibited', 'wrong_category', 'offensive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  prohibited: 'Prohibited item',
  wrong_category: 'Wrong category',
  offensive: 'Offensive',
  spam: 'Spam',
  other: 'Other',
};

export const REPORT_KINDS = ['post', 'user', 'message', 'review'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What the moderation queue holds: reported targets, and the chat messages the spam rule held back (issue 16). */
export const QUEUE_KINDS = [...REPORT_KINDS, 'held_message'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

const reasonFields = {
  reason: z.enum(REPORT_REASONS, { error: MESSAGES.reportReasonRequired }),
  details: z.optional(z.string({ error: MESSAGES.reportDetailsTooLong }).check(z.trim(), z.maxLength(MODERATION_LIMITS.reportDetailsMax, MESSAGES.reportDetailsTooLong))),
};

/** What a report names: a post, a user (by username), one message of a room the reporter is in, or a review (by id). */
const reportTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('post'), post_id: rowIdText(MESSAGES.missingPostId), ...reasonFields }),
    z.object({ kind: z.literal('user'), username: z.string({ error: MESSAGES.userNotFound }).check(z.minLength(1, MESSAGES.userNotFound)), ...reasonFields }),
    z.object({
      kind: z.literal('message'),
      uniquecode: z.string({ error: MESSAGES.chatNotFound }).check(z.minLength(1, MESSAGES.chatNotFound)),
      message_id: rowId(MESSAGES.messageNotFound),
      ...reasonFields,
    }),
    z.object({ kind: z.literal('review'), review_id: rowId(MESSAGES.reviewNotFound), ...reasonFields }),
  ],
  { error: MESSAGES.reportKindRequired },
);

/** POST /reports: one report per reporter per target; the reason Other needs the reporter's own words. */
export const reportPayloadSchema = reportTargetSchema.check(
  z.refine((report) => report.reason !== 'other' || (report.details ?? '') !== '', { message: MESSAGES.reportDetailsRequired, path: ['details'] }),
);
export type ReportPayload = z.input<typeof reportPayloadSchema>;

/** The answer to a report: the thanks to show. */
export const reportAnswerSchema = z.object({ message: z.string(), kind: z.enum(REPORT_KINDS), reason: z.enum(REPORT_REASONS) });
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

/** What a moderator does with a reported target: dismiss its reports, hide the post or the review, suspend the user. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One target of the moderation queue: its open reports counted, their reasons and words, and the target in context. */
export const queueItemSchema = z.object({
  kind: z.enum(QUEUE_KINDS),
  target_id: z.number(),
  reports: z.number(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), details: z.string(), reporter: z.string(), created_at: z.string() })),
  /**
   * The post's title, price, first photo and owner, the user's username, the message's text and sender, or the
   * review's stars, words, author and the vendor it is about; empty when it is gone.
   */
  context: z.object({
    title: z.string(),
    username: z.string(),
    text: z.string(),
    price: z.nullable(z.number()),
    image: z.string(),
    rating: z.nullable(z.number()),
    vendor: z.string(),
  }),
  held: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export type TargetContext = QueueItem['context'];
/** The context of a target that is gone, and what each kind fills in. */
export const NO_TARGET_CONTEXT: TargetContext = { title: '', username: '', text: '', price: null, image: '', rating: null, vendor: '' };
export const moderationQueueSchema = z.object({ results: z.array(queueItemSchema) });

/** POST /moderation/actions. A suspension needs a reason and an end date; hide takes posts and reviews (and keeps a held message hidden). */
export const moderationActionPayloadSchema = z.object({
  kind: z.enum(QUEUE_KINDS, { error: MESSAGES.reportKindRequired }),
  target_id: rowId(MESSAGES.nothingToModerate),
  action: z.enum(MODERATION_ACTIONS, { error: MESSAGES.moderationActionInvalid }),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(MODERATION_LIMITS.reportDetailsMax, MESSAGES.reportDetailsTooLong))),
  until: z.optional(z.iso.datetime({ error: MESSAGES.suspensionEndRequired })),
});
export type ModerationActionPayload = z.infer<typeof moderationActionPayloadSchema>;

export const auditEntrySchema = z.object({
  moderator: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  kind: z.enum(QUEUE_KINDS),
  target_id: z.number(),
  reason: z.string(),
  until: z.nullable(z.string()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ results: z.array(auditEntrySchema) });
export const moderationDoneSchema = z.object({ message: z.string() });

/**
 * The suspend form as a moderator fills it: the reason, and the day the suspension ends (YYYY-MM-DD, after today,
 * which the server checks again); `suspensionEndOf` turns the day into the instant POST /moderation/actions takes.
 */
export const suspensionFormSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, MESSAGES.suspensionReasonRequired), z.maxLength(MODERATION_LIMITS.reportDetailsMax, MESSAGES.reportDetailsTooLong)),
  until: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.suspensionEndRequired)),
});
export const suspensionEndOf = (day: string): string => `${day}T00:00:00.000Z`;
