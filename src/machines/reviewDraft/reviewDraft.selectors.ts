import type { SnapshotFrom } from 'xstate';
import type { reviewDraftMachine } from './reviewDraft.machine';

export type ReviewDraftSnapshot = SnapshotFrom<typeof reviewDraftMachine>;

export const selectDraftRating = (snapshot: ReviewDraftSnapshot): number => snapshot.context.rating;
export const selectDraftText = (snapshot: ReviewDraftSnapshot): string => snapshot.context.text;
export const selectDraftError = (snapshot: ReviewDraftSnapshot): string | null => snapshot.context.error;
export const selectDraftSaving = (snapshot: ReviewDraftSnapshot): boolean => snapshot.matches('saving');
