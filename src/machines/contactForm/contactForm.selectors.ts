import type { SnapshotFrom } from 'xstate';
import type { contactFormMachine } from './contactForm.machine';
import type { FeedbackSender } from './contactForm.types';

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

export const selectSubject = (snapshot: ContactFormSnapshot): string => snapshot.context.subject;
export const selectMessage = (snapshot: ContactFormSnapshot): string => snapshot.context.message;
export const selectTicketNumber = (snapshot: ContactFormSnapshot): string => snapshot.context.ticketNumber;
export const selectSender = (snapshot: ContactFormSnapshot): FeedbackSender => snapshot.context.sender;
export const selectIsSubmitting = (snapshot: ContactFormSnapshot): boolean => snapshot.hasTag('busy');
/** The ticket number the last ticket was filed under, to show once it is sent. */
export const selectTicketReference = (snapshot: ContactFormSnapshot): string | null => snapshot.context.reference;
