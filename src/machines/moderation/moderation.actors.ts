import { fromPromise } from 'xstate';
import type { AuditEntry, ModerationActionPayload } from '../../contract';
import { ApiError } from '../../services/api';
import { fetchModerationAudit, fetchModerationQueue, sendModerationAction } from '../../services/moderation';
import type { ActionOutcome, QueueOutcome } from './moderation.types';

const refusalOf = (error: unknown) => (error instanceof ApiError && error.status >= 400 ? { ok: false as const, status: error.status, message: error.message } : undefined);

/** GET /moderation/reports; a refusal (403 for anyone but a moderator) resolves as an outcome, a network failure throws. */
export const loadQueue = fromPromise<QueueOutcome>(async ({ signal }) => {
  try {
    return { ok: true, items: await fetchModerationQueue(signal) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refusal;
  }
});

/** GET /moderation/audit. */
export const loadAudit = fromPromise<AuditEntry[]>(({ signal }) => fetchModerationAudit(signal));

/** POST /moderation/actions; a refusal (400, 403, 404) resolves with the server's words, a network failure throws. */
export const sendAction = fromPromise<ActionOutcome, ModerationActionPayload>(async ({ input, signal }) => {
  try {
    return { ok: true, message: (await sendModerationAction(input, signal)).message };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { ok: false, message: refusal.message };
  }
});

export const moderationActors = { loadQueue, loadAudit, sendAction };
