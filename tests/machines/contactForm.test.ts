import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FEEDBACK_PLATFORMS, FEEDBACK_TYPES, MESSAGES, NEW_TICKET, type FeedbackPayload } from '../../src/contract';
import {
  contactFormMachine,
  selectIsSubmitting,
  selectMessage,
  selectSubject,
  selectTicketNumber,
  selectTicketReference,
  type ContactKind,
  type ContactOutcome,
  type FeedbackSender,
} from '../../src/machines/contactForm';
import { listen, settle } from '../fixtures/settings';

const sender: FeedbackSender = { username: 'alice', email: 'alice@example.com', phone: '+2348012345678', user_id: 1 };

function start(kind: ContactKind, answer?: () => Promise<ContactOutcome>) {
  const sent: Array<{ payload: FeedbackPayload; sender: FeedbackSender }> = [];
  const machine = contactFormMachine.provide({
    actors: {
      submitContact: fromPromise<ContactOutcome, { kind: ContactKind; payload: FeedbackPayload; sender: FeedbackSender }>(({ input }) => {
        sent.push({ payload: input.payload, sender: input.sender });
        const ticket = input.kind === 'ticket';
        const ok: ContactOutcome = {
          ok: true,
          answer: {
            success: true,
            message: ticket ? MESSAGES.ticketSubmitted : MESSAGES.feedbackSubmitted,
            feedback_type: input.payload.feedback_type,
            reference: ticket ? 'TKT-000007' : 'FB-000003',
            ticket_number: ticket ? 'TKT-000007' : null,
          },
        };
        return (answer ?? (async () => ok))();
      }),
    },
  });
  const actor = createActor(machine, { input: { kind, sender } });
  const heard = listen(actor);
  actor.start();
  const fill = (subject: string, message: string) => {
    actor.send({ type: 'subject.changed', value: subject });
    actor.send({ type: 'message.changed', value: message });
  };
  return { actor, heard, sent, fill };
}

describe('contact form machine', () => {
  it('needs a subject and a description: Please fill in all required fields', () => {
    const { actor, heard, sent, fill } = start('feedback');
    fill('Love it', '   ');
    actor.send({ type: 'form.submitted' });
    expect(heard.toasts).toEqual([{ tone: 'error', message: MESSAGES.fillAllRequired }]);
    expect(sent).toEqual([]);
  });

  it('sends feedback with its type and platform, is busy meanwhile, then clears the form', async () => {
    const { actor, heard, sent, fill } = start('feedback');
    fill('Love it', 'The nearby filter is great');
    actor.send({ type: 'form.submitted' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await settle();
    expect(sent).toEqual([
      {
        payload: { subject: 'Love it', message: 'The nearby filter is great', feedback_type: FEEDBACK_TYPES.feedback, platform: FEEDBACK_PLATFORMS.feedback },
        sender,
      },
    ]);
    expect(heard.toasts).toEqual([{ tone: 'success', message: MESSAGES.feedbackSubmitted }]);
    expect([selectSubject(actor.getSnapshot()), selectMessage(actor.getSnapshot())]).toEqual(['', '']);
    expect(selectTicketReference(actor.getSnapshot())).toBeNull();
  });

  it('opens a new ticket when no number is given, then shows its number and clears the form', async () => {
    const { actor, heard, sent, fill } = start('ticket');
    fill('Order missing', 'My order never arrived');
    actor.send({ type: 'form.submitted' });
    await settle();
    expect(sent[0]?.payload).toMatchObject({ feedback_type: FEEDBACK_TYPES.ticket, ticket_number: NEW_TICKET, platform: FEEDBACK_PLATFORMS.ticket });
    expect(heard.toasts).toEqual([{ tone: 'success', message: MESSAGES.ticketSubmitted }]);
    expect(selectTicketReference(actor.getSnapshot())).toBe('TKT-000007');
  });

  it('sends the ticket number given, and clears it on success', async () => {
    const { actor, sent, fill } = start('ticket');
    actor.send({ type: 'ticketNumber.changed', value: ' TKT-000007 ' });
    fill('Still missing', 'Any news?');
    actor.send({ type: 'form.submitted' });
    await settle();
    expect(sent[0]?.payload.ticket_number).toBe('TKT-000007');
    expect(selectTicketNumber(actor.getSnapshot())).toBe('');
  });

  it('keeps the text and says why when sending fails', async () => {
    const { actor, heard, fill } = start('ticket', () => Promise.reject(new Error('down')));
    fill('Order missing', 'My order never arrived');
    actor.send({ type: 'form.submitted' });
    await settle();
    expect(heard.toasts).toEqual([{ tone: 'error', message: MESSAGES.ticketFailed }]);
    expect(selectSubject(actor.getSnapshot())).toBe('Order missing');
  });
});
