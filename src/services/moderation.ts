import { reportAnswerSchema, type ReportPayload } from '../contract';
import { call } from './api';

/** POST /reports: a post, a user or a chat message, once per reporter per target. */
export function sendReport(report: ReportPayload, signal?: AbortSignal) {
  return call('/reports', reportAnswerSchema, { method: 'POST', body: report, auth: true, quiet: true, signal });
}
