import type { SnapshotFrom } from 'xstate';
import type { notFoundMachine } from './notFound.machine';

type NotFoundSnapshot = SnapshotFrom<typeof notFoundMachine>;

/** Whole seconds left before the redirect home. */
export const selectSecondsLeft = (snapshot: NotFoundSnapshot): number => snapshot.context.secondsLeft;

/** Where the view must go now: home, back, or nowhere yet. */
export const selectDestination = (snapshot: NotFoundSnapshot): 'home' | 'back' | null => {
  if (snapshot.matches('home')) return 'home';
  if (snapshot.matches('back')) return 'back';
  return null;
};
