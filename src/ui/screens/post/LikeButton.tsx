import { useSelector } from '@xstate/react';
import { Heart } from 'lucide-react';
import type { Post } from '../../../contract/posts';
import { selectIsSignedIn } from '../../../machines/auth';
import { selectLikeCount, selectLiked, selectWaitsForNetwork } from '../../../machines/like';
import { selectLikeOf, type LikeActorRef } from '../../../machines/postShadow';
import { useAuthSelector } from '../../app/AppActor';
import { SendsWhenOnline } from '../../components/SendsWhenOnline';
import { useActorToasts } from '../../app/useActorToasts';
import { useSeenPost, withPostShadow } from './PostShadow';
import '../../styles/post.css';

export type LikeButtonProps = { post: Pick<Post, 'id' | 'liked' | 'no_of_likes' | 'no_of_comments'> };

function SharedLikeButton({ post }: LikeButtonProps) {
  const like = useSelector(useSeenPost(post), selectLikeOf(post.id));
  // Until the shadow has the post (the moment before the first layout effect), the server's numbers.
  return like ? <LiveHeart like={like} /> : <HeartButton liked={post.liked} count={post.no_of_likes} />;
}

/**
 * The heart under a post: pressed when liked, with the count; a toggle shows at once,
 * in every view of the post (they share its like actor through the post shadow). One made
 * offline says it is sent once the browser is online.
 */
export const LikeButton = withPostShadow(SharedLikeButton);

function LiveHeart({ like }: { like: LikeActorRef }) {
  const signedIn = useAuthSelector(selectIsSignedIn);
  useActorToasts(like);
  const liked = useSelector(like, selectLiked);
  const count = useSelector(like, selectLikeCount);
  const waiting = useSelector(like, selectWaitsForNetwork);
  return (
    <>
      <HeartButton liked={liked} count={count} onPress={() => like.send({ type: 'like.toggled', signedIn })} />
      {waiting ? <SendsWhenOnline scope="like" /> : null}
    </>
  );
}

function HeartButton({ liked, count, onPress }: { liked: boolean; count: number; onPress?: () => void }) {
  return (
    <button
      type="button"
      className={liked ? 'like-button like-button--liked' : 'like-button'}
      aria-pressed={liked}
      aria-label={`Like ${count}`}
      onClick={onPress}
      data-scope="like"
      data-part="button"
    >
      <Heart className="like-button__heart" fill={liked ? 'currentColor' : 'none'} />
      <span className="like-button__count" data-scope="like" data-part="count">
        {count}
      </span>
    </button>
  );
}
