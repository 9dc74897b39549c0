import type { SnapshotFrom } from 'xstate';
import type { ratingMachine } from './rating.machine';
import type { RatingSummary } from './rating.types';

export type RatingSnapshot = SnapshotFrom<typeof ratingMachine>;

export const selectRatingSummary = (snapshot: RatingSnapshot): RatingSummary => snapshot.context.summary;
/** The stars to light: the ones being sent, else the user's saved rating. */
export const selectMyStars = (snapshot: RatingSnapshot): number => snapshot.context.chosen ?? snapshot.context.summary.mine ?? 0;
export const selectIsSavingRating = (snapshot: RatingSnapshot): boolean => snapshot.matches('saving');
