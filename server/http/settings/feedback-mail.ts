import { FEEDBACK_TYPES, PRODUCT_NAME } from '../../../src/contract';
import type { MailMessage } from '../../mail/mailer';
import type { NewSubmission } from '../../store/feedback.store';

export type SubmissionMail = {
  submission: NewSubmission;
  kind: 'feedback' | 'ticket';
  /** FB-000045 or TKT-000123. */
  reference: string;
  /** True for a message on an existing ticket. */
  followUp: boolean;
};

/** What support reads: the reference in the subject, the sender as the server knows them, the message. */
export function supportMail(to: string, { submission, kind, reference, followUp }: SubmissionMail): MailMessage {
  const label = kind === 'ticket' ? FEEDBACK_TYPES.ticket : FEEDBACK_TYPES.feedback;
  return {
    to,
    subject: `${PRODUCT_NAME} ${label} ${reference}${followUp ? ' (follow-up)' : ''}: ${submission.subject}`,
    text: [
      `${label} ${reference}${followUp ? ', a new message on this ticket' : ''}`,
      '',
      `From: ${submission.username} (user ${submission.userId})`,
      `E-mail: ${submission.email}`,
      `Phone: ${submission.phone || 'not given'}`,
      `Platform: ${submission.platform || 'not given'}`,
      `Sent at (client): ${submission.clientTimestamp ?? 'not given'}`,
      '',
      `Subject: ${submission.subject}`,
      '',
      submission.message,
    ].join('\n'),
  };
}

/** The ticket receipt the user gets, with the number to quote. */
export function ticketReceiptMail(firstName: string, { submission, reference, followUp }: SubmissionMail): MailMessage {
  return {
    to: submission.email,
    subject: `${PRODUCT_NAME}: ${followUp ? 'we received your message on' : 'your support ticket'} ${reference}`,
    text: [
      `Hello ${firstName},`,
      '',
      followUp
        ? `We added your message to ticket ${reference} ("${submission.subject}").`
        : `We received your support ticket ${reference} ("${submission.subject}").`,
      `We respond within 24-48 business hours (Monday to Friday, 9:00 AM to 5:00 PM WAT).`,
      `To add to this ticket, send another ticket from Settings → Contact Us with the number ${reference}.`,
    ].join('\n'),
  };
}
