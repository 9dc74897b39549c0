import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { postShadowMachine } from './postShadow.machine';
import type { LikeActorRef } from './postShadow.types';

export type PostShadowRef = ActorRefFrom<typeof postShadowMachine>;
export type PostShadowSnapshot = SnapshotFrom<typeof postShadowMachine>;

/** The like actor of a post once a view has reported it. */
export const selectLikeOf =
  (postId: number) =>
  (snapshot: PostShadowSnapshot): LikeActorRef | undefined =>
    snapshot.context.posts[postId]?.like;

/** The comment count every view of the post shows, once a view has reported it. */
export const selectCommentCountOf =
  (postId: number) =>
  (snapshot: PostShadowSnapshot): number | undefined =>
    snapshot.context.posts[postId]?.comments;
