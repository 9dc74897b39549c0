import { describe, expect, it } from 'vitest';
import { selectIsSubmitting, selectSubject, selectTicketReference, type ContactFormSnapshot } from '../../src/machines/contactForm';
import { contactFormEventFixtures as fixtures, contactFormModel, contactFormSystemEvents, contactFormVariants } from './contactForm.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const sent = systemEvent(contactFormSystemEvents, 'xstate.done.actor.', 0);
const refused = systemEvent(contactFormSystemEvents, 'xstate.done.actor.', 1);
const [subject] = fixtures['subject.changed'];
const filled = [subject, ...fixtures['message.changed'], ...fixtures['ticketNumber.changed'], ...fixtures['form.submitted']];
const shown = (snapshot: ContactFormSnapshot) => ({
  subject: selectSubject(snapshot),
  submitting: selectIsSubmitting(snapshot),
  reference: selectTicketReference(snapshot),
});

describe('contact form machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(contactFormModel);
  });

  it('a ticket without a description is not sent', async () => {
    const path = await replayJourney(contactFormModel, contactFormVariants.ticket, [subject, ...fixtures['form.submitted']]);
    expect(shown(path.state as ContactFormSnapshot)).toEqual({ subject: 'Late delivery', submitting: false, reference: null });
  });

  it('a sent ticket empties the form and keeps its number; a refused one keeps what was typed', async () => {
    const done = await replayJourney(contactFormModel, contactFormVariants.ticket, [...filled, sent]);
    expect(shown(done.state as ContactFormSnapshot)).toEqual({ subject: '', submitting: false, reference: 'TK-000012' });
    const kept = await replayJourney(contactFormModel, contactFormVariants.ticket, [...filled, refused]);
    expect(shown(kept.state as ContactFormSnapshot)).toEqual({ subject: 'Late delivery', submitting: false, reference: null });
  });
});
