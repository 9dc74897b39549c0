import type { ActorRefFrom } from 'xstate';
import type { Post } from '../../contract';
import type { likeMachine } from '../like/like.machine';

/** A post's numbers as the server sent them to one of its views (a feed page, the popup's load). */
export type PostFacts = Pick<Post, 'id' | 'liked' | 'no_of_likes' | 'no_of_comments'>;

export type LikeActorRef = ActorRefFrom<typeof likeMachine>;

export type ShadowedPost = {
  /** The one like actor every view of the post presses and reads. */
  like: LikeActorRef;
  /** The comment count every view of the post shows. */
  comments: number;
  /** What the views last reported from the server: the same report again (a card shown again) changes nothing. */
  seen: PostFacts;
};

export type PostShadowContext = { posts: Record<number, ShadowedPost> };

/** A like, an unlike or a comment told by the post's live socket. */
export type HeardActivity =
  | { kind: 'like'; postId: number; liked: boolean; count: number; username: string }
  | { kind: 'comment'; postId: number; username: string };

export type PostShadowEvent =
  /** A view shows the post with the server's numbers. */
  | { type: 'post.seen'; post: PostFacts }
  /** The comments section's count changed (a comment of ours, or the list reloaded). */
  | { type: 'post.commentsCounted'; postId: number; count: number }
  /** The post's live socket told of someone's like or comment; `viewer` is the signed-in username. */
  | { type: 'post.heard'; activity: HeardActivity; viewer: string | null };

/** Someone else commented on the post: its comments section reloads the list. */
export type PostShadowEmitted = { type: 'post.commentHeard'; postId: number };
