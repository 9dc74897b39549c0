import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { saveSearchMachine } from './saveSearch.machine';

export type SaveSearchActorRef = ActorRefFrom<typeof saveSearchMachine>;
export type SaveSearchSnapshot = SnapshotFrom<typeof saveSearchMachine>;

export const selectSaveFormOpen = (snapshot: SaveSearchSnapshot): boolean => snapshot.matches('editing') || snapshot.matches('saving');
export const selectSignInAsked = (snapshot: SaveSearchSnapshot): boolean => snapshot.matches('signInAsked');
export const selectSaving = (snapshot: SaveSearchSnapshot): boolean => snapshot.matches('saving');
export const selectSaveName = (snapshot: SaveSearchSnapshot): string => snapshot.context.name;
export const selectSaveError = (snapshot: SaveSearchSnapshot): string | null => snapshot.context.error;
