import type { SnapshotFrom } from 'xstate';
import type { sessionsMachine } from './sessions.machine';
import type { AccountSession } from './sessions.types';

export type SessionsSnapshot = SnapshotFrom<typeof sessionsMachine>;

export const selectSessions = (snapshot: SessionsSnapshot): AccountSession[] => snapshot.context.sessions;
export const selectSessionsLoading = (snapshot: SessionsSnapshot): boolean => snapshot.matches('loading');
export const selectSessionsLoadError = (snapshot: SessionsSnapshot): string | null =>
  snapshot.matches('failed') ? snapshot.context.loadError : null;
export const selectSessionsBusy = (snapshot: SessionsSnapshot): boolean => snapshot.hasTag('busy');
export const selectSigningOutSession = (snapshot: SessionsSnapshot): number | null => snapshot.context.signingOut;
/** "Sign out of all other sessions" is offered only while there are others. */
export const selectHasOtherSessions = (snapshot: SessionsSnapshot): boolean =>
  snapshot.context.sessions.some((session) => !session.current);
