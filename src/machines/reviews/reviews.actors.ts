import { fromPromise } from 'xstate';
import { fetchReviews } from '../../services/profile';
import type { ReviewsPage } from './reviews.types';

/** GET /reviews/{vendor}?page=N. */
export const loadReviews = fromPromise<ReviewsPage, { vendor: string; page: number }>(({ input, signal }) => fetchReviews(input.vendor, input.page, signal));

export const reviewsActors = { loadReviews };
