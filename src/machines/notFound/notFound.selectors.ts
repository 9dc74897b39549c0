import type { SnapshotFrom } from 'xstate';
import { NOT_FOUND_TOTAL_SECONDS, type notFoundMachine } from './notFound.machine';

type NotFoundSnapshot = SnapshotFrom<typeof notFoundMachine>;

/** Whole seconds left before the redirect home. */
export const selectSecondsLeft = (snapshot: NotFoundSnapshot): number => snapshot.context.secondsLeft;

/** How far the countdown is, from 0 to 1 (the progress bar). */
export const selectProgress = (snapshot: NotFoundSnapshot): number =>
  (NOT_FOUND_TOTAL_SECONDS - snapshot.context.secondsLeft) / NOT_FOUND_TOTAL_SECONDS;

/** Where the view must go now: home, back, or nowhere yet. */
export const selectDestination = (snapshot: NotFoundSnapshot): 'home' | 'back' | null => {
  if (snapshot.matches('home')) return 'home';
  if (snapshot.matches('back')) return 'back';
  return null;
};
