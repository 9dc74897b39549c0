import type { AuditEntry, ModerationAction, QueueItem } from '../../contract';

/** One target of the queue (a reported post, user or message, or what the server holds for review), by its row id. */
export type TargetRef = Pick<QueueItem, 'kind' | 'target_id'>;

/** The suspend form of one target, as the moderator fills it; `errors` hold the contract's words per field. */
export type SuspensionDraft = TargetRef & { reason: string; until: string; errors: { reason?: string; until?: string } };

export type ModerationContext = {
  /** The queue as the server listed it, less the targets acted on since. */
  items: QueueItem[];
  /** The suspend form open on a target, or null. */
  draft: SuspensionDraft | null;
  /** The action in flight, or null. */
  acting: (TargetRef & { action: ModerationAction }) | null;
  /** Why the last action on a target did not go through, shown on that target. */
  failure: (TargetRef & { message: string }) | null;
  /** The audit log, once opened. */
  audit: AuditEntry[];
  /** The server's refusal of the queue (403 for anyone but a moderator). */
  refusal: string | null;
};

/** The queue's answer: a refusal (403 for non-moderators) is an outcome; a failure to reach the server throws. */
export type QueueOutcome = { ok: true; items: QueueItem[] } | { ok: false; status: number; message: string };

/** An action's answer: the server's words either way; a failure to reach the server throws. */
export type ActionOutcome = { ok: true; message: string } | { ok: false; message: string };

export type ModerationEvent =
  | { type: 'queue.retryClicked' }
  | { type: 'queue.refreshClicked' }
  | ({ type: 'target.dismissClicked' } & TargetRef)
  | ({ type: 'target.hideClicked' } & TargetRef)
  | ({ type: 'target.suspendClicked' } & TargetRef)
  | { type: 'suspension.reasonChanged'; value: string }
  | { type: 'suspension.untilChanged'; value: string }
  | { type: 'suspension.submitted' }
  | { type: 'suspension.cancelled' }
  | { type: 'audit.opened' }
  | { type: 'audit.closed' }
  | { type: 'audit.retryClicked' };

export type ModerationEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
