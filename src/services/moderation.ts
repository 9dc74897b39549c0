import {
  auditLogSchema,
  blockAnswerSchema,
  blockedUsersAnswerSchema,
  blockStatusSchema,
  moderationDoneSchema,
  moderationQueueSchema,
  reportAnswerSchema,
  type ModerationActionPayload,
  type ReportPayload,
} from '../contract';
import { call } from './api';

/** POST /reports: a post, a user or a chat message, once per reporter per target. */
export function sendReport(report: ReportPayload, signal?: AbortSignal) {
  return call('/reports', reportAnswerSchema, { method: 'POST', body: report, auth: true, quiet: true, signal });
}

/** POST /blocks: block (true) or unblock (false) the user. */
export function setBlocked(username: string, blocked: boolean, signal?: AbortSignal) {
  return call('/blocks', blockAnswerSchema, { method: 'POST', body: { username, action: blocked }, auth: true, quiet: true, signal });
}

/** GET /blocks/{username}: whether the signed-in user blocks them. */
export function fetchBlockStatus(username: string, signal?: AbortSignal) {
  return call(`/blocks/${encodeURIComponent(username)}`, blockStatusSchema, { auth: true, quiet: true, signal });
}

/** GET /blocks: the users the signed-in user blocked, newest first. */
export async function fetchBlockedUsers(signal?: AbortSignal) {
  return (await call('/blocks', blockedUsersAnswerSchema, { auth: true, quiet: true, signal })).results;
}

/** GET /moderation/reports (moderators only): the open reports grouped by target, most reported first. */
export async function fetchModerationQueue(signal?: AbortSignal) {
  return (await call('/moderation/reports', moderationQueueSchema, { auth: true, quiet: true, signal })).results;
}

/** GET /moderation/audit (moderators only): what moderators did, newest first. */
export async function fetchModerationAudit(signal?: AbortSignal) {
  return (await call('/moderation/audit', auditLogSchema, { auth: true, quiet: true, signal })).results;
}

/** POST /moderation/actions: dismiss a target's reports, hide a post or suspend the user it makes answerable. */
export function sendModerationAction(payload: ModerationActionPayload, signal?: AbortSignal) {
  return call('/moderation/actions', moderationDoneSchema, { method: 'POST', body: payload, auth: true, quiet: true, signal });
}
