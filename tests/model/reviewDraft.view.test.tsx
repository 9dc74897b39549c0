/**
 * Rate Seller's review form and the vendor's reply form follow the reviewDraft machine: the graph's paths are
 * replayed on the rendered ReviewForm (Alice reviewing a vendor) and ReplyForm (the vendor answering Tunde).
 * Stars are clicked, words set in the field, the form submitted; the save is POST /reviews/{vendor} or its
 * reply, answered by msw step by step (a refusal as the server's 403). After every step the stars checked, the
 * words, the message under the field and whether the button takes a press are what the step's state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { reviewDraftMachine, type ReviewDraftInput, type ReviewDraftOutcome, type ReviewDraftSnapshot } from '../../src/machines/reviewDraft';
import { ReplyForm, ReviewForm } from '../../src/ui/screens/profile/reviews/ReviewForm';
import { apiUrl, server } from '../setup/msw';
import { reviewOf } from './reviews.model';
import { reviewDraftModel } from './reviewDraft.model';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, changeTo, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, submitForm } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const form = () => screen.getByRole('form');
const field = () => within(form()).getByRole('textbox');
const submit = () => within(form()).getByRole('button', { name: /Post Review|Update Review|Save Reply/ });

function expectFields(snapshot: ReviewDraftSnapshot): void {
  const { kind, rating, text, error } = snapshot.context;
  if (kind === 'review') {
    for (const radio of within(form()).getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-checked', String(radio.getAttribute('aria-label') === `${rating} ${rating === 1 ? 'star' : 'stars'}`));
    }
  } else expect(within(form()).queryByRole('radio')).not.toBeInTheDocument();
  expect(field()).toHaveValue(text);
  if (error) expect(within(form()).getByRole('alert')).toHaveTextContent(error);
  else expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
}

const leafAssertions: Record<string, (snapshot: ReviewDraftSnapshot) => void> = {
  'reviewDraft.editing': (snapshot) => {
    expectFields(snapshot);
    expect(submit()).toBeEnabled();
  },
  'reviewDraft.saving': (snapshot) => {
    expectFields(snapshot);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAttribute('aria-busy', 'true');
  },
};

const answers = answerQueue(['save'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    const outcome = event.output as ReviewDraftOutcome;
    return answers.release('save', outcome.ok ? () => HttpResponse.json(outcome.review) : refusal({ status: 403, message: outcome.message }));
  }
  if (event.type === 'draft.ratingChosen') return clickOn(user, within(form()).getByRole('radio', { name: `${String(event.rating)} stars` }));
  if (event.type === 'draft.textChanged') return changeTo(field(), String(event.text));
  if (event.type === 'draft.submitted') return submitForm(form());
  throw new Error(`the walk cannot perform ${event.type}`);
}

const { walkPath } = screenWalk<ReviewDraftSnapshot>({
  machine: reviewDraftMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    const input = variant.input as ReviewDraftInput;
    if (input.kind === 'review') renderForAlice(<ReviewForm vendor={input.vendor} mine={null} onSaved={() => undefined} />);
    else renderForAlice(<ReplyForm vendor={input.vendor} review={reviewOf(input.reviewer, 5, 'Great')} onSaved={() => undefined} />);
  },
});

/** A reply has no stars to click. */
const formModel = {
  ...reviewDraftModel,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
    !(event.type === 'draft.ratingChosen' && (snapshot.context as { kind: string }).kind === 'reply'),
};

describe('the review and reply forms follow the reviewDraft machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(
      http.post(apiUrl('/reviews/:username'), () => answers.next('save')),
      http.post(apiUrl('/reviews/:username/:reviewer/reply'), () => answers.next('save')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(reviewDraftMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(formModel, walkPath);
  }, 90_000);
});
