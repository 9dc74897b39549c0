import type { FeedbackAnswer } from '../../contract/settings';
import type { FeedbackSender } from '../../services/settings';

export type { FeedbackSender };

/** Send Feedback or Support Ticket (document 3, Contact Us). */
export type ContactKind = 'feedback' | 'ticket';

export type ContactFormInput = { kind: ContactKind; sender: FeedbackSender };

export type ContactFormContext = {
  kind: ContactKind;
  /** Read-only on the page: the signed-in user's username, e-mail and phone. */
  sender: FeedbackSender;
  subject: string;
  message: string;
  /** Optional; blank opens a new ticket. */
  ticketNumber: string;
  /** The ticket number the last submission was filed under. */
  reference: string | null;
};

export type ContactOutcome = { ok: true; answer: FeedbackAnswer } | { ok: false; message: string };

export type ContactFormEvent =
  | { type: 'subject.changed'; value: string }
  | { type: 'message.changed'; value: string }
  | { type: 'ticketNumber.changed'; value: string }
  | { type: 'form.submitted' };

export type ContactFormEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string; durationMs?: number };
