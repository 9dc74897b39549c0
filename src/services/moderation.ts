import { blockAnswerSchema, blockedUsersAnswerSchema, blockStatusSchema, reportAnswerSchema, type ReportPayload } from '../contract';
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
