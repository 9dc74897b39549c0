import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Post } from '../../../contract/posts';
import { selectLikeOf, type PostShadowSnapshot } from '../../../machines/postShadow';
import { useLazyModule } from '../../app/lazyModule';
import { HeartButton } from './HeartButton';
import { postShadowLive, useSeenPost, withPostShadow } from './PostShadow';

export type LikeButtonProps = { post: Pick<Post, 'id' | 'liked' | 'no_of_likes' | 'no_of_comments'> };

function SharedLikeButton({ post }: LikeButtonProps) {
  const like = useSelector(useSeenPost(post) ?? undefined, (snapshot?: PostShadowSnapshot) => snapshot && selectLikeOf(post.id)(snapshot));
  const live = useLazyModule(postShadowLive);
  // Taps made before the like's code arrived (it comes after the first render): drawn at once, and what they
  // add up to (liked or not) is sent once the code is there; two taps on a slow phone are no change, not two requests.
  const [earlyTaps, setEarlyTaps] = useState(0);
  const flipped = earlyTaps % 2 === 1;
  if (like && live) return <live.LiveHeart like={like} flipEarly={flipped} onFlipped={() => setEarlyTaps(0)} />;
  const tapEarly = () => {
    setEarlyTaps((taps) => taps + 1);
    void postShadowLive.load().catch(() => undefined);
  };
  const liked = post.liked !== flipped;
  const count = post.no_of_likes + (flipped ? (liked ? 1 : -1) : 0);
  // Until the shadow has the post, the server's numbers.
  return <HeartButton liked={liked} count={count} onPress={tapEarly} />;
}

/**
 * The heart under a post: pressed when liked, with the count; a toggle shows at once,
 * in every view of the post (they share its like actor through the post shadow). One made
 * offline says it is sent once the browser is online.
 */
export const LikeButton = withPostShadow(SharedLikeButton);
