import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SavedSearch } from '../../contract';
import type { savedSearchesMachine } from './savedSearches.machine';

export type SavedSearchesActorRef = ActorRefFrom<typeof savedSearchesMachine>;
export type SavedSearchesSnapshot = SnapshotFrom<typeof savedSearchesMachine>;

export const selectSavedSearches = (snapshot: SavedSearchesSnapshot): readonly SavedSearch[] => snapshot.context.searches;
export const selectIsLoadingSaved = (snapshot: SavedSearchesSnapshot): boolean => snapshot.matches('loading');
export const selectSavedLoadFailed = (snapshot: SavedSearchesSnapshot): boolean => snapshot.matches('failed');
/** The search being changed or deleted, or null. */
export const selectBusySearch = (snapshot: SavedSearchesSnapshot): number | null => snapshot.context.busyId;
/** Toggles and Delete work one at a time. */
export const selectCanChangeSaved = (snapshot: SavedSearchesSnapshot): boolean => snapshot.matches('ready');
