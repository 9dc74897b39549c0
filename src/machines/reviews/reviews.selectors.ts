import type { SnapshotFrom } from 'xstate';
import type { Review } from '../../contract';
import type { reviewsMachine } from './reviews.machine';

export type ReviewsSnapshot = SnapshotFrom<typeof reviewsMachine>;

export const selectReviewsLoading = (snapshot: ReviewsSnapshot): boolean => snapshot.matches('loading');
export const selectReviewsFailed = (snapshot: ReviewsSnapshot): boolean => snapshot.matches('failed');
export const selectReviewsBusy = (snapshot: ReviewsSnapshot): boolean => snapshot.hasTag('busy');
export const selectReviewList = (snapshot: ReviewsSnapshot): Review[] => snapshot.context.shown?.results ?? [];
export const selectReviewSummary = (snapshot: ReviewsSnapshot): { average: number | null; count: number } => ({
  average: snapshot.context.shown?.average ?? null,
  count: snapshot.context.shown?.count ?? 0,
});
export const selectMyReview = (snapshot: ReviewsSnapshot): Review | null => snapshot.context.shown?.mine ?? null;
export const selectCanReview = (snapshot: ReviewsSnapshot): boolean => snapshot.context.shown?.can_review === true;
export const selectCanLoadMore = (snapshot: ReviewsSnapshot): boolean => snapshot.can({ type: 'reviews.moreRequested' });
/** Another page follows: Show more reviews is offered (and pressed only when `selectCanLoadMore`). */
export const selectHasMoreReviews = (snapshot: ReviewsSnapshot): boolean => snapshot.context.shown?.has_next === true;
