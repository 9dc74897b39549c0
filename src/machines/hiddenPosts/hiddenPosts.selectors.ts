import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Post } from '../../contract';
import type { hiddenPostsMachine } from './hiddenPosts.machine';

export type HiddenPostsActorRef = ActorRefFrom<typeof hiddenPostsMachine>;
export type HiddenPostsSnapshot = SnapshotFrom<typeof hiddenPostsMachine>;

export const selectHiddenPosts = (snapshot: HiddenPostsSnapshot): readonly Post[] => snapshot.context.posts;
export const selectIsLoadingHidden = (snapshot: HiddenPostsSnapshot): boolean => snapshot.matches('loading');
export const selectHiddenLoadFailed = (snapshot: HiddenPostsSnapshot): boolean => snapshot.matches('failed');
/** The post whose Unhide is in flight (its button reads Unhiding...), or null. */
export const selectUnhiding = (snapshot: HiddenPostsSnapshot): number | null => snapshot.context.unhiding;
/** Unhide buttons work one at a time. */
export const selectCanUnhide = (snapshot: HiddenPostsSnapshot): boolean => snapshot.matches('ready');
