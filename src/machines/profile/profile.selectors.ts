import type { SnapshotFrom } from 'xstate';
import type { CurrentUser } from '../../contract';
import type { profileMachine } from './profile.machine';
import { groupPostsByCategory, type CategoryGroup } from './profile.rules';

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

/** Who is looking: the owner, another signed-in user, or a signed-out visitor. */
export type ProfileViewer = 'owner' | 'visitor' | 'signedOut';

export const selectIsNotFound = (snapshot: ProfileSnapshot): boolean => snapshot.matches('notFound');
export const selectIsFailed = (snapshot: ProfileSnapshot): boolean => snapshot.matches('failed');
export const selectProfile = (snapshot: ProfileSnapshot): CurrentUser | undefined =>
  snapshot.matches('loaded') ? snapshot.context.profile : undefined;

export function selectViewer(snapshot: ProfileSnapshot): ProfileViewer {
  const { viewer, username } = snapshot.context;
  if (viewer === null) return 'signedOut';
  return viewer === username ? 'owner' : 'visitor';
}

export const selectIsStartingChat = (snapshot: ProfileSnapshot): boolean => snapshot.matches({ loaded: { chat: 'starting' } });
export const selectIsComposing = (snapshot: ProfileSnapshot): boolean => snapshot.matches({ loaded: { compose: 'open' } });

const groupsCache = new WeakMap<CurrentUser, CategoryGroup[]>();

/** The profile's posts grouped by category name ('Uncategorized' without one). */
export function selectPostGroups(snapshot: ProfileSnapshot): CategoryGroup[] {
  const profile = selectProfile(snapshot);
  if (!profile) return [];
  let groups = groupsCache.get(profile);
  if (!groups) {
    groups = groupPostsByCategory(profile.posts);
    groupsCache.set(profile, groups);
  }
  return groups;
}

