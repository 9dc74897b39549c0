import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AuthActorRef } from '../auth/auth.selectors';
import type { appMachine } from './app.machine';

export type AppActorRef = ActorRefFrom<typeof appMachine>;
type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** The auth actor the root owns (undefined only after the root stopped). */
export const selectAuthRef = (snapshot: AppSnapshot): AuthActorRef | undefined => snapshot.children.auth;
