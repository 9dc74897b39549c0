/**
 * The profile's reviews follow the reviews machine: the graph's paths are replayed on the rendered
 * ReviewsSection of a vendor, seen by a signed-in Alice who has chatted with them. Each page read is the answer
 * msw gives to GET /reviews/{vendor}, released step by step (a failure as a 500); a further page is asked for
 * with Show more reviews, Try Again reads again, and a change is Alice saving her review (four stars, Post
 * Review), answered at once. After every step the loading and failure notes, the summary, the reviewers listed,
 * Show more reviews and whether the list is busy are what the step's state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES, type ReviewsPage } from '../../src/contract';
import { reviewsMachine, type ReviewsInput, type ReviewsSnapshot } from '../../src/machines/reviews';
import { ReviewsSection } from '../../src/ui/screens/profile/reviews/ReviewsSection';
import { reviewSummaryText } from '../../src/ui/screens/profile/reviews/ReviewStars';
import { apiUrl, server } from '../setup/msw';
import { reviewOf, reviewsModel } from './reviews.model';
import { renderForAlice, useFakeClock } from './settings.walk';
import { expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const list = () => screen.getByRole('list');
const moreButton = () => screen.queryByRole('button', { name: 'Show more reviews' });

function expectList(snapshot: ReviewsSnapshot, busy: boolean): void {
  const shown = snapshot.context.shown;
  if (!shown) throw new Error('no page shown');
  expect(screen.getByText(reviewSummaryText(shown.average, shown.count))).toBeInTheDocument();
  const reviewers = within(list())
    .queryAllByRole('listitem')
    .map((item) => item.dataset.reviewer);
  expect(reviewers).toEqual(shown.results.map((review) => review.reviewer));
  if (busy) expect(list()).toHaveAttribute('aria-busy', 'true');
  else expect(list()).not.toHaveAttribute('aria-busy');
  if (!shown.has_next) expect(moreButton()).not.toBeInTheDocument();
  else if (snapshot.matches('ready')) expect(moreButton()).toBeEnabled();
  else expect(moreButton()).toBeDisabled();
  expect(screen.getByRole('form', { name: 'Rate Seller' })).toBeInTheDocument();
}

const leafAssertions: Record<string, (snapshot: ReviewsSnapshot) => void> = {
  'reviews.loading': () => {
    expect(screen.getByText('Loading reviews...')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  },
  'reviews.failed': () => {
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.reviewsLoadFailed);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  },
  'reviews.ready': (snapshot) => expectList(snapshot, false),
  'reviews.loadingMore': (snapshot) => expectList(snapshot, true),
  'reviews.refreshing': (snapshot) => expectList(snapshot, true),
};

/** A page may be asked twice as the section first mounts: the released answer stands until the next user step. */
const pages = standingAnswer();

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    const page = event.output as ReviewsPage;
    return pages.release(() => HttpResponse.json(page));
  }
  if (event.type.startsWith('xstate.error.actor.')) return pages.release(refusal({ status: 500, message: 'boom' }));
  pages.hold();
  if (event.type === 'reviews.retried') return underFakeClock(user.click(screen.getByRole('button', { name: 'Try Again' })));
  if (event.type === 'reviews.moreRequested') return underFakeClock(user.click(screen.getByRole('button', { name: 'Show more reviews' })));
  if (event.type === 'reviews.changed') {
    const form = screen.getByRole('form', { name: 'Rate Seller' });
    await underFakeClock(user.click(within(form).getByRole('radio', { name: '4 stars' })));
    return underFakeClock(user.click(within(form).getByRole('button', { name: 'Post Review' })));
  }
  throw new Error(`the walk cannot perform ${event.type}`);
}

const { walkPath } = screenWalk<ReviewsSnapshot>({
  machine: reviewsMachine,
  leafAssertions,
  perform,
  reset: () => pages.reset(),
  render: (variant) => {
    const { vendor } = variant.input as ReviewsInput;
    renderForAlice(<ReviewsSection vendor={vendor} viewer="visitor" />);
  },
});

describe('the profile reviews follow the reviews machine', () => {
  useFakeClock();

  beforeEach(() => {
    pages.reset();
    server.use(
      http.get(apiUrl('/reviews/:username'), () => pages.next()),
      http.post(apiUrl('/reviews/:username'), () => HttpResponse.json(reviewOf('alice', 4, ''))),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(reviewsMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(reviewsModel, walkPath, { reachable: () => true });
  }, 90_000);
});
