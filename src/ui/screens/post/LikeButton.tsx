import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Post } from '../../../contract/posts';
import { selectIsSignedIn } from '../../../machines/auth';
import { earlyLike } from '../../../machines/like/like.selectors';
import { selectLikeOf, type PostShadowSnapshot } from '../../../machines/postShadow';
import { useAuthSelector } from '../../app/AppActor';
import { useLazyModule } from '../../app/lazyModule';
import { HeartButton } from './HeartButton';
import { postShadowLive, useSeenPost, withPostShadow } from './PostShadow';

export type LikeButtonProps = { post: Pick<Post, 'id' | 'liked' | 'no_of_likes' | 'no_of_comments'> };

function SharedLikeButton({ post }: LikeButtonProps) {
  const like = useSelector(useSeenPost(post) ?? undefined, (snapshot?: PostShadowSnapshot) => snapshot && selectLikeOf(post.id)(snapshot));
  const live = useLazyModule(postShadowLive);
  const signedIn = useAuthSelector(selectIsSignedIn);
  // Taps made before the like's code arrived (it comes after the first render): drawn at once, and what they add up
  // to is sent once the code is there (earlyLike).
  const [earlyTaps, setEarlyTaps] = useState(0);
  const early = earlyLike({ liked: post.liked, count: post.no_of_likes }, earlyTaps, signedIn);
  if (like && live) return <live.LiveHeart like={like} flipEarly={early.flips} onFlipped={() => setEarlyTaps(0)} />;
  const tapEarly = () => {
    setEarlyTaps((taps) => taps + 1);
    void postShadowLive.load().catch(() => undefined);
  };
  // Until the shadow has the post, the server's numbers.
  return <HeartButton liked={early.liked} count={early.count} onPress={tapEarly} />;
}

/**
 * The heart under a post: pressed when liked, with the count; a toggle shows at once,
 * in every view of the post (they share its like actor through the post shadow). One made
 * offline says it is sent once the browser is online.
 */
export const LikeButton = withPostShadow(SharedLikeButton);
