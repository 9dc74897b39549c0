/**
 * The contact forms follow their machine: the graph's paths are replayed on the
 * rendered Send Feedback and Support Ticket forms of a signed-in Alice. Fields
 * are typed into, the form's button is pressed; the outcome is the answer msw
 * gives to POST /feedback (a ticket number not Alice's is refused under
 * ticket_number), released step by step. After every step the form shows the
 * sender, the typed text, the busy button and the ticket's reference the step's
 * state says. The feedback form has no ticket number, so its paths type none.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  contactFormMachine,
  type ContactFormContext,
  type ContactFormEvent,
  type ContactFormInput,
  type ContactFormSnapshot,
  type ContactOutcome,
} from '../../src/machines/contactForm';
import { ContactForm } from '../../src/ui/screens/settings/contact/ContactForm';
import { apiUrl, server } from '../setup/msw';
import { contactFormModel } from './contactForm.model';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, typeInto, type Answer } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const TITLE = { feedback: 'Send Feedback', ticket: 'Support Ticket' } as const;
const MESSAGE_LABEL = { feedback: 'Your feedback *', ticket: 'Describe the problem *' } as const;
const SUBMIT = { feedback: 'Submit Feedback', ticket: 'Submit Ticket' } as const;

/** The one form a walk renders. */
const form = () => screen.getByRole('form');
const kindShown = (): ContactFormContext['kind'] => (form().getAttribute('aria-label') === TITLE.ticket ? 'ticket' : 'feedback');
const field = (label: string) => within(form()).getByLabelText(label);
const submitButton = () => within(form()).getByRole('button', { name: /^Submit/ });

function expectForm({ context }: ContactFormSnapshot, busy: boolean): void {
  expect(form()).toHaveAccessibleName(TITLE[context.kind]);
  expect(field('Username')).toHaveValue(context.sender.username);
  expect(field('Email')).toHaveValue(context.sender.email);
  expect(field('Phone')).toHaveValue(context.sender.phone);
  const typed = [field('Subject *'), field(MESSAGE_LABEL[context.kind])];
  expect(typed.map((input) => (input as HTMLInputElement).value)).toEqual([context.subject, context.message]);
  if (context.kind === 'ticket') {
    typed.push(field('Ticket number (optional)'));
    expect(field('Ticket number (optional)')).toHaveValue(context.ticketNumber);
    const reference = within(form()).queryByRole('status');
    if (context.reference) expect(reference).toHaveTextContent(`Your ticket number is ${context.reference}. Quote it to add to this ticket.`);
    else expect(reference).toBeNull();
  } else {
    expect(within(form()).queryByLabelText('Ticket number (optional)')).toBeNull();
  }
  for (const input of typed) {
    if (busy) expect(input).toBeDisabled();
    else expect(input).toBeEnabled();
  }
}

const leafAssertions: Record<string, (snapshot: ContactFormSnapshot) => void> = {
  'contactForm.editing': (snapshot) => {
    expectForm(snapshot, false);
    expect(submitButton()).toHaveTextContent(SUBMIT[snapshot.context.kind]);
    expect(submitButton()).toBeEnabled();
  },
  'contactForm.submitting': (snapshot) => {
    expectForm(snapshot, true);
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  },
};

const answers = answerQueue(['feedback'] as const);

function feedbackAnswer(outcome: ContactOutcome): Answer {
  if (outcome.ok) return () => HttpResponse.json(outcome.answer);
  if (kindShown() === 'ticket') return refusal({ status: 400, message: 'Validation failed', errors: { ticket_number: [outcome.message] } });
  return refusal({ status: 500, message: outcome.message });
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('feedback', feedbackAnswer(event.output as ContactOutcome));
  const contactEvent = event as ContactFormEvent;
  switch (contactEvent.type) {
    case 'subject.changed':
      return underFakeClock(typeInto(user, field('Subject *'), contactEvent.value));
    case 'message.changed':
      return underFakeClock(typeInto(user, field(MESSAGE_LABEL[kindShown()]), contactEvent.value));
    case 'ticketNumber.changed':
      return underFakeClock(typeInto(user, field('Ticket number (optional)'), contactEvent.value));
    case 'form.submitted':
      return underFakeClock(user.click(submitButton()));
  }
}

const { walkPath } = screenWalk<ContactFormSnapshot>({
  machine: contactFormMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    const { kind, sender } = variant.input as ContactFormInput;
    renderForAlice(<ContactForm kind={kind} sender={sender} />);
  },
});

/** Only the ticket form has a ticket number to type. */
const formModel = {
  ...contactFormModel,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
    event.type !== 'ticketNumber.changed' || (snapshot.context as ContactFormContext).kind === 'ticket',
};

describe('the contact forms follow the contactForm machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/feedback'), () => answers.next('feedback')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(contactFormMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(formModel, walkPath);
  }, 60_000);
});
