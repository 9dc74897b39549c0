import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** True while a session exists (the navbar's signed-in view, protected routes). */
export const selectIsSignedIn = (snapshot: AuthSnapshot): boolean => snapshot.matches('signedIn');

/** The signed-in user's username, or null. */
export const selectUsername = (snapshot: AuthSnapshot): string | null => snapshot.context.session?.username ?? null;

/** The signed-in user's details (profile picture, store), or null until they have loaded. */
export const selectCurrentUser = (snapshot: AuthSnapshot) => snapshot.context.currentUser;
