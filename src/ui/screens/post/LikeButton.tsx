import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { Post } from '../../../contract/posts';
import { selectLikeOf, type PostShadowSnapshot } from '../../../machines/postShadow';
import { useLazyModule } from '../../app/lazyModule';
import { HeartButton } from './HeartButton';
import { postShadowLive, useSeenPost, withPostShadow } from './PostShadow';

export type LikeButtonProps = { post: Pick<Post, 'id' | 'liked' | 'no_of_likes' | 'no_of_comments'> };

function SharedLikeButton({ post }: LikeButtonProps) {
  const like = useSelector(useSeenPost(post) ?? undefined, (snapshot?: PostShadowSnapshot) => snapshot && selectLikeOf(post.id)(snapshot));
  const live = useLazyModule(postShadowLive);
  // Taps made before the like's code arrived (it comes after the first render): fetched by the first, then sent in order.
  const earlyTaps = useRef(0);
  if (like && live) return <live.LiveHeart like={like} earlyTaps={earlyTaps} />;
  const tapEarly = () => {
    earlyTaps.current += 1;
    void postShadowLive.load().catch(() => undefined);
  };
  // Until the shadow has the post, the server's numbers.
  return <HeartButton liked={post.liked} count={post.no_of_likes} onPress={tapEarly} />;
}

/**
 * The heart under a post: pressed when liked, with the count; a toggle shows at once,
 * in every view of the post (they share its like actor through the post shadow). One made
 * offline says it is sent once the browser is online.
 */
export const LikeButton = withPostShadow(SharedLikeButton);
