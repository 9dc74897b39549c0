import type { SnapshotFrom } from 'xstate';
import type { blockMachine } from './block.machine';

export type BlockSnapshot = SnapshotFrom<typeof blockMachine>;

export const selectIsBlocked = (snapshot: BlockSnapshot): boolean => snapshot.matches('blocked') || snapshot.matches('unblocking');
export const selectIsConfirmingBlock = (snapshot: BlockSnapshot): boolean => snapshot.matches('confirming');
export const selectIsBlockBusy = (snapshot: BlockSnapshot): boolean =>
  snapshot.matches('loading') || snapshot.matches('blocking') || snapshot.matches('unblocking');
