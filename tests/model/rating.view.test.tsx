/**
 * Rate Seller follows the rating machine: the graph's paths are replayed on the
 * rendered RateSeller of a seller's profile, seen by a signed-in Alice (the only
 * viewer the profile shows it to). A rating is a click on a star; the outcome is
 * the answer msw gives to POST /rating (a refusal in the server's words),
 * released step by step. After every step the stars lit, the one checked,
 * whether they take a click and the average and count are what the step's
 * state says. The stars offer only whole ratings from 1 to 5, so the paths
 * choose no other.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { LIMITS } from '../../src/contract';
import { ratingMachine, selectMyStars, type RatingInput, type RatingOutcome, type RatingSnapshot } from '../../src/machines/rating';
import { RateSeller } from '../../src/ui/screens/profile/RateSeller';
import { currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';
import { ratingModel, ratingVariants } from './rating.model';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const STARS = [1, 2, 3, 4, 5] as const;
const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;
const group = () => screen.getByRole('radiogroup', { name: 'Rate Seller' });
const star = (stars: number) => within(group()).getByRole('radio', { name: starLabel(stars) });

function expectStars(snapshot: RatingSnapshot, saving: boolean): void {
  const mine = selectMyStars(snapshot);
  for (const stars of STARS) {
    expect(star(stars)).toHaveAttribute('aria-checked', String(stars === mine));
    expect(star(stars).classList.contains('profile__star--lit')).toBe(stars <= mine);
    if (saving) expect(star(stars)).toBeDisabled();
    else expect(star(stars)).toBeEnabled();
  }
  const { average, count } = snapshot.context.summary;
  const summary = count && average !== null ? `${average.toFixed(1)} out of 5 (${count} ${count === 1 ? 'rating' : 'ratings'})` : 'No ratings yet';
  expect(screen.getByText(summary)).toBeInTheDocument();
}

const leafAssertions: Record<string, (snapshot: RatingSnapshot) => void> = {
  'rating.idle': (snapshot) => {
    expectStars(snapshot, false);
    expect(group()).not.toHaveAttribute('aria-busy');
  },
  'rating.saving': (snapshot) => {
    expectStars(snapshot, true);
    expect(group()).toHaveAttribute('aria-busy', 'true');
  },
};

const answers = answerQueue(['rating'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    const outcome = event.output as RatingOutcome;
    return answers.release('rating', outcome.ok ? () => HttpResponse.json(outcome.summary) : refusal({ status: 400, message: outcome.message }));
  }
  if (event.type === 'rating.chosen') return underFakeClock(user.click(star(Number(event.rating))));
  throw new Error(`the walk cannot perform ${event.type}`);
}

const { walkPath } = screenWalk<RatingSnapshot>({
  machine: ratingMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    const { vendor, summary } = variant.input as RatingInput;
    renderForAlice(<RateSeller profile={{ ...currentUserOf(vendor), rating: summary }} />);
  },
});

/** A signed-in buyer choosing among the five stars. */
const starsModel = {
  ...ratingModel,
  variants: [ratingVariants.buyer],
  filterEvents: (_: unknown, event: AnyEventObject) =>
    event.type !== 'rating.chosen' || (Number.isInteger(event.rating) && Number(event.rating) >= LIMITS.ratingMin && Number(event.rating) <= LIMITS.ratingMax),
};

describe('Rate Seller follows the rating machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/rating'), () => answers.next('rating')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(ratingMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(starsModel, walkPath);
  }, 60_000);
});
