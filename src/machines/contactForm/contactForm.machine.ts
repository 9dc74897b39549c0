import { assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { settingsErrorToast } from '../shared/settingsUpdate';
import { contactFormActors } from './contactForm.actors';
import { contactPayloadOf, contactProblem } from './contactForm.rules';
import type { ContactFormContext, ContactFormEmitted, ContactFormEvent, ContactFormInput, ContactOutcome } from './contactForm.types';

const failureOf = (context: ContactFormContext) => (context.kind === 'ticket' ? MESSAGES.ticketFailed : MESSAGES.feedbackFailed);

/**
 * One contact form of /settings/contact: Send Feedback or Support Ticket. Guarantees: subject and description
 * are required ('Please fill in all required fields'); one submission at a time (tag `busy`: 'Submitting...');
 * a sent form is emptied, and a ticket's number is kept to show; every outcome is a toast in the spec's words.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
    emitted: {} as ContactFormEmitted,
  },
  actors: contactFormActors,
  guards: {
    formValid: ({ context }) => contactProblem(context) === undefined,
    sent: (_, outcome: ContactOutcome) => outcome.ok,
  },
  actions: {
    storeSubject: assign((_, params: { value: string }) => ({ subject: params.value })),
    storeMessage: assign((_, params: { value: string }) => ({ message: params.value })),
    storeTicketNumber: assign((_, params: { value: string }) => ({ ticketNumber: params.value })),
    toastProblem: emit(({ context }) => settingsErrorToast(contactProblem(context) ?? MESSAGES.fillAllRequired)),
    clearForm: assign((_, outcome: ContactOutcome) => ({
      subject: '',
      message: '',
      ticketNumber: '',
      reference: outcome.ok ? outcome.answer.ticket_number : null,
    })),
    toastSent: emit((_, outcome: ContactOutcome) => ({
      type: 'toast' as const,
      tone: 'success' as const,
      message: outcome.ok ? outcome.answer.message : MESSAGES.feedbackSubmitted,
    })),
    toastFailure: emit(({ context }, outcome: ContactOutcome | undefined) =>
      settingsErrorToast(outcome && !outcome.ok ? outcome.message : failureOf(context)),
    ),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ kind: input.kind, sender: input.sender, subject: '', message: '', ticketNumber: '', reference: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'subject.changed': { actions: { type: 'storeSubject', params: ({ event }) => event } },
        'message.changed': { actions: { type: 'storeMessage', params: ({ event }) => event } },
        'ticketNumber.changed': { actions: { type: 'storeTicketNumber', params: ({ event }) => event } },
        'form.submitted': [{ guard: 'formValid', target: 'submitting' }, { actions: 'toastProblem' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitContact',
        input: ({ context }) => ({ kind: context.kind, payload: contactPayloadOf(context), sender: context.sender }),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'editing',
            actions: [
              { type: 'clearForm', params: ({ event }) => event.output },
              { type: 'toastSent', params: ({ event }) => event.output },
            ],
          },
          { target: 'editing', actions: { type: 'toastFailure', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: { type: 'toastFailure', params: undefined } },
      },
    },
  },
});
