import { z } from 'zod/mini';
import { FEEDBACK_PLATFORMS, FEEDBACK_TYPES, MESSAGES, NEW_TICKET } from '../../contract/constants';
import { feedbackPayloadSchema, type FeedbackPayload } from '../../contract/settings';
import type { ContactFormContext } from './contactForm.types';

type ContactFields = Pick<ContactFormContext, 'kind' | 'subject' | 'message' | 'ticketNumber'>;

/** The submission of section 3 without the sender: a ticket goes as 'New Ticket' when no number was given. */
export function contactPayloadOf(form: ContactFields): FeedbackPayload {
  const ticket = form.kind === 'ticket';
  return {
    subject: form.subject,
    message: form.message,
    feedback_type: ticket ? FEEDBACK_TYPES.ticket : FEEDBACK_TYPES.feedback,
    platform: ticket ? FEEDBACK_PLATFORMS.ticket : FEEDBACK_PLATFORMS.feedback,
    ...(ticket ? { ticket_number: form.ticketNumber.trim() || NEW_TICKET } : {}),
  };
}

/** Why the form cannot be sent: subject and description are required, then the contract's limits. */
export function contactProblem(form: ContactFields): string | undefined {
  if (!form.subject.trim() || !form.message.trim()) return MESSAGES.fillAllRequired;
  const parsed = z.safeParse(feedbackPayloadSchema, contactPayloadOf(form));
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? MESSAGES.validationFailed);
}
