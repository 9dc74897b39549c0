import { useLayoutEffect, type ReactNode } from 'react';
import type { CurrentUser } from '../../../contract/profile';
import { selectCurrentUser, type AuthSnapshot } from '../../../machines/auth';
import { useAuthRef, useAuthSelector } from '../../app/AppActor';
import { MESSAGES } from '../../../contract/constants';
import { LoadFailed } from '../../components/LoadFailed';

const selectCurrentUserFailed = (snapshot: AuthSnapshot): boolean => snapshot.matches({ signedIn: { currentUser: 'unavailable' } });

/**
 * Renders its children with the signed-in user's details: a spinner until they have loaded, and
 * 'Failed to load user data' with a retry when they could not be.
 */
export function CurrentUserGate({ children }: { children: (currentUser: CurrentUser) => ReactNode }) {
  const currentUser = useAuthSelector(selectCurrentUser);
  return currentUser ? <>{children(currentUser)}</> : <CurrentUserPending />;
}

/** What stands in for the user's details until they are there: a spinner, or the failure with a retry. */
export function CurrentUserPending() {
  const failed = useAuthSelector(selectCurrentUserFailed);
  const auth = useAuthRef();
  if (failed) {
    return (
      <LoadFailed
        message={MESSAGES.failedToLoadUserData}
        onRetry={() => auth.send({ type: 'currentUser.refreshRequested' })}
        className="settings__failed"
        scope="settings"
        part="load-failed"
      />
    );
  }
  return (
    <div className="settings__loading" role="status" aria-label="Loading your settings" data-scope="settings" data-part="loading">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

type Subscription = { unsubscribe: () => void };
type ChangeSource = { on: (type: 'currentUser.changed', handler: () => void) => Subscription };

/** A settings actor that saved a change has the current user reloaded at once (document 3, section 4). */
export function useReloadsCurrentUser(actor: ChangeSource): void {
  const auth = useAuthRef();
  useLayoutEffect(() => {
    const subscription = actor.on('currentUser.changed', () => auth.send({ type: 'currentUser.refreshRequested' }));
    return () => subscription.unsubscribe();
  }, [actor, auth]);
}
