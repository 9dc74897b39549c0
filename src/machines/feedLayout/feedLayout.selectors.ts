import type { SnapshotFrom } from 'xstate';
import type { feedLayoutMachine } from './feedLayout.machine';

type FeedLayoutSnapshot = SnapshotFrom<typeof feedLayoutMachine>;

export const selectFeedLayout = (snapshot: FeedLayoutSnapshot) => snapshot.context.layout;
