import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Post } from '../../../contract';
import { selectIsSignedIn } from '../../../machines/auth';
import { likeMachine, selectLikeCount, selectLiked } from '../../../machines/like';
import { useAuthSelector } from '../../app/AppActor';
import { useTracedActorRef } from '../../app/useTracedActorRef';
import { useActorToasts } from '../accounts/useActorToasts';
import '../../styles/post.css';

export type LikeButtonProps = { post: Pick<Post, 'id' | 'liked' | 'no_of_likes'> };

/** The heart under a post: pressed when liked, with the count; a toggle shows at once. */
export function LikeButton({ post }: LikeButtonProps) {
  const signedIn = useAuthSelector(selectIsSignedIn);
  const like = useTracedActorRef(likeMachine, { input: { postId: post.id, liked: post.liked, count: post.no_of_likes } });
  useActorToasts(like);
  const liked = useSelector(like, selectLiked);
  const count = useSelector(like, selectLikeCount);

  // A reloaded feed brings the server's newer numbers.
  useEffect(() => {
    like.send({ type: 'post.synced', liked: post.liked, count: post.no_of_likes });
  }, [like, post.liked, post.no_of_likes]);

  return (
    <button
      type="button"
      className={liked ? 'like-button like-button--liked' : 'like-button'}
      aria-pressed={liked}
      aria-label={`Like ${count}`}
      onClick={() => like.send({ type: 'like.toggled', signedIn })}
      data-scope="like"
      data-part="button"
    >
      <span className="like-button__heart" aria-hidden="true">
        {liked ? '♥' : '♡'}
      </span>
      <span className="like-button__count" data-scope="like" data-part="count">
        {count}
      </span>
    </button>
  );
}
