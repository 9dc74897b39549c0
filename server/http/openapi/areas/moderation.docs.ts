import {
  blockAnswerSchema,
  blockedUsersAnswerSchema,
  blockParamsSchema,
  blockPayloadSchema,
  blockStatusSchema,
  auditLogSchema,
  moderationActionPayloadSchema,
  moderationQueueSchema,
  reportAnswerSchema,
  reportPayloadSchema,
} from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';
import { z } from 'zod/mini';

const MODERATORS_ONLY = { 403: 'The caller is not a moderator.' };

export const moderationDocs: AreaDocs = {
  tag: 'moderation',
  description: 'Reports of posts, users and chat messages, blocks between users, and the moderators’ queue.',
  operations: [
    operation('POST /api/reports', 'required', 'Reports a post, a user, a message of one of the caller’s rooms or a review, once per target', {
      rateLimited: true,
      body: reportPayloadSchema,
      answers: { 201: answer('The thanks to show; a post reported by 3 distinct users is held until reviewed.', reportAnswerSchema) },
      errors: {
        403: 'The post, the user, the message or the review is the caller’s own, or the room is not theirs.',
        404: 'No such post, user, room, message or review.',
        409: 'The caller already reported this target.',
      },
    }),
    operation('POST /api/blocks', 'required', 'Blocks a user (or unblocks with `action: false`); a block ends follows both ways', {
      rateLimited: true,
      body: blockPayloadSchema,
      answers: { 200: answer('Whether the caller blocks the user now, and the words to show.', blockAnswerSchema) },
      errors: { 400: 'The input is refused, or the user is the caller.', 404: 'No user has this username.' },
    }),
    operation('GET /api/blocks', 'required', 'The users the caller blocked, newest block first', {
      answers: { 200: answer('The blocked users.', blockedUsersAnswerSchema) },
    }),
    operation('GET /api/blocks/:username', 'required', 'Whether the caller blocks the user', {
      params: blockParamsSchema,
      answers: { 200: answer('The block status.', blockStatusSchema) },
      errors: { 404: 'No user has this username.' },
    }),
    operation('GET /api/moderation/reports', 'required', 'The moderation queue: open reports grouped by target, most reported first, then the chat messages held as spam (moderators only)', {
      answers: { 200: answer('Each target with its count, reasons and context.', moderationQueueSchema) },
      errors: MODERATORS_ONLY,
    }),
    operation('POST /api/moderation/actions', 'required', 'Dismisses a target’s reports, hides a post or suspends the answerable user until a date; a held message is delivered (dismiss) or kept hidden (hide) (moderators only)', {
      body: moderationActionPayloadSchema,
      answers: { 200: answer('Done; the action is in the audit log.', z.object({ message: z.string() })) },
      errors: { 400: 'The input is refused: hide of anything but a post or a held message, a suspension without reason or future end.', ...MODERATORS_ONLY, 404: 'No such target.' },
    }),
    operation('GET /api/moderation/audit', 'required', 'The audit log: every moderation action with who and when, newest first (moderators only)', {
      answers: { 200: answer('The actions.', auditLogSchema) },
      errors: MODERATORS_ONLY,
    }),
  ],
};
