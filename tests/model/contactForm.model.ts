/** The model of a contact form (Send Feedback, Support Ticket): the required fields, one submission, the outcomes. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { contactFormActors, contactFormMachine, type ContactFormContext, type ContactFormEvent } from '../../src/machines/contactForm';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const contactFormEventFixtures = {
  'subject.changed': [
    { type: 'subject.changed', value: 'Late delivery' },
    { type: 'subject.changed', value: '   ' },
  ],
  'message.changed': [{ type: 'message.changed', value: 'My order from Aba never came.' }],
  'ticketNumber.changed': [{ type: 'ticketNumber.changed', value: 'TK-000012' }],
  'form.submitted': [{ type: 'form.submitted' }],
} satisfies EventFixtures<ContactFormEvent>;

export const contactFormOutputFixtures = {
  submitContact: [
    { ok: true, answer: { success: true, message: 'Ticket TK-000012 updated', feedback_type: 'Support Ticket', reference: 'TK-000012', ticket_number: 'TK-000012' } },
    { ok: false, message: 'No ticket TK-000012 was found' },
  ],
} satisfies OutputFixtures<typeof contactFormActors>;

/** Sent, refused with words, and a request that failed outright. */
export const contactFormSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof contactFormActors.submitContact>(contactFormMachine, 'submitContact', contactFormOutputFixtures.submitContact),
  ...errorEvents(contactFormMachine, 'submitContact'),
];

const sender = { username: 'ada_okafor', email: 'ada@example.com', phone: '+2348012345678', user_id: 7 };

export const contactFormVariants = {
  feedback: { name: 'Send Feedback', input: { kind: 'feedback', sender } },
  ticket: { name: 'Support Ticket', input: { kind: 'ticket', sender } },
} satisfies Record<string, ModelVariant>;

export const contactFormModel: MachineModel = {
  name: 'contactForm',
  machine: contactFormMachine,
  variants: Object.values(contactFormVariants),
  events: [...fixtureEvents<ContactFormEvent>(contactFormEventFixtures), ...contactFormSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { subject, message, ticketNumber, reference } = snapshot.context as ContactFormContext;
    return JSON.stringify({ value: snapshot.value, subject, message, ticketNumber, reference });
  },
};
