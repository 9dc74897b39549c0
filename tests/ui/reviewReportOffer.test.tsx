/** Report is offered on other buyers' reviews, never on the viewer's own (the server refuses it: "You cannot report your own review."). */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReviewsPage } from '../../src/contract';
import { ReviewsSection } from '../../src/ui/screens/profile/reviews/ReviewsSection';
import { reviewOf } from '../model/reviews.model';
import { renderForAlice } from '../model/settings.walk';
import { apiUrl, server } from '../setup/msw';

const aliceReview = reviewOf('alice', 4, 'Fair price.');
const page: ReviewsPage = {
  average: 4.5,
  count: 2,
  mine: aliceReview,
  can_review: true,
  results: [reviewOf('tunde_b', 5, 'Lovely ankara.'), aliceReview],
  page: 1,
  has_next: false,
};

describe('reporting a review', () => {
  it("offers Report on another buyer's review and not on the viewer's own", async () => {
    server.use(http.get(apiUrl('/reviews/:username'), () => HttpResponse.json(page)));
    renderForAlice(<ReviewsSection vendor="mama_ngozi" viewer="visitor" />);
    // Report comes with a lazily loaded part: wait for it on the other buyer's review before looking at both.
    await screen.findByRole('button', { name: 'Report' });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    const reportOffered = items.map((item) => [item.dataset.reviewer, within(item).queryByRole('button', { name: 'Report' }) !== null]);
    expect(reportOffered).toEqual([
      ['tunde_b', true],
      ['alice', false],
    ]);
  });
});
