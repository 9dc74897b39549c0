import type { ReportAnswer, ReportPayload, ReportReason } from '../../contract';

type WithoutReason<T> = T extends unknown ? Omit<T, 'reason' | 'details'> : never;

/** What is reported: a post, a user or one message of a room. */
export type ReportTarget = WithoutReason<ReportPayload>;

export type ReportInput = { target: ReportTarget };

export type ReportContext = {
  target: ReportTarget;
  reason: ReportReason | null;
  details: string;
  /** The server's refusal or the failure, shown above the buttons; null when there is none. */
  error: string | null;
  /** The thanks (sent) or the duplicate's message (already reported). */
  outcome: string | null;
};

/** The server's answer; a refusal resolves as an outcome so the chart decides what it says. */
export type ReportOutcome = { ok: true; answer: ReportAnswer } | { ok: false; status: number; message: string };

export type ReportEvent =
  | { type: 'reason.chosen'; reason: ReportReason }
  | { type: 'details.changed'; value: string }
  | { type: 'form.submitted' }
  | { type: 'form.closed' };
