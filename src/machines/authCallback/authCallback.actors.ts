import { fromCallback } from 'xstate';
import { selectAuthStatus, selectIsLoadingCurrentUser, type AuthSnapshot } from '../auth';
import type { AuthCallbackEvent, SignInWatch } from './authCallback.types';

type SignInProgress = 'pending' | 'signedIn' | 'signedOut';

function progressOf(snapshot: AuthSnapshot): SignInProgress {
  const status = selectAuthStatus(snapshot);
  if (status === 'signedIn') return selectIsLoadingCurrentUser(snapshot) ? 'pending' : 'signedIn';
  if (status === 'signedOut') return 'signedOut';
  return 'pending';
}

/**
 * Watches the auth actor's snapshots and reports only a change the callback
 * cares about: to signed in with the current user no longer loading
 * (`auth.signedIn`), or to signed out (`auth.signedOut`). Where auth stands
 * when the watch starts is the baseline, never a report: the watcher starts
 * before the hand-over reaches auth (a machine starts its children before it
 * runs its first actions), so a signed-out auth at that moment means nothing.
 */
export const watchSignIn = fromCallback<AuthCallbackEvent, SignInWatch>(({ input, sendBack }) => {
  let lastSeen = progressOf(input.auth.getSnapshot());
  const subscription = input.auth.subscribe((snapshot) => {
    const progress = progressOf(snapshot);
    if (progress === lastSeen) return;
    lastSeen = progress;
    if (progress === 'signedIn') sendBack({ type: 'auth.signedIn' });
    if (progress === 'signedOut') sendBack({ type: 'auth.signedOut' });
  });
  return () => subscription.unsubscribe();
});

export const authCallbackActors = { watchSignIn };
