import type { SnapshotFrom } from 'xstate';
import type { postMenuMachine } from './postMenu.machine';

export type PostMenuSnapshot = SnapshotFrom<typeof postMenuMachine>;

export const selectIsOpen = (snapshot: PostMenuSnapshot): boolean => snapshot.matches('open');
export const selectIsConfirming = (snapshot: PostMenuSnapshot): boolean => snapshot.matches('confirming');
export const selectIsReporting = (snapshot: PostMenuSnapshot): boolean => snapshot.matches('reporting');
export const selectIsDeleting = (snapshot: PostMenuSnapshot): boolean => snapshot.matches('deleting');
export const selectSaved = (snapshot: PostMenuSnapshot): boolean => snapshot.context.saved;
export const selectIsOwner = (snapshot: PostMenuSnapshot): boolean => snapshot.context.isOwner;
