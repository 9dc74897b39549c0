import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectIsSignedIn } from '../../../machines/auth';
import { selectLikeCount, selectLiked, selectWaitsForNetwork } from '../../../machines/like';
import { postShadowMachine, type LikeActorRef, type PostShadowRef } from '../../../machines/postShadow';
import { useAuthSelector } from '../../app/AppActor';
import { useActorToasts } from '../../app/useActorToasts';
import { useScreenActor } from '../../app/useScreenActor';
import { SendsWhenOnline } from '../../components/SendsWhenOnline';
import { HeartButton } from './HeartButton';

/** Runs a scope's post shadow (PostShadow.tsx) while mounted, and hands it over once started. */
export function StartPostShadow({ onStarted }: { onStarted: (shadow: PostShadowRef) => void }) {
  const shadow = useScreenActor(postShadowMachine, {});
  useEffect(() => onStarted(shadow), [shadow, onStarted]);
  return null;
}

/** The heart on its like actor; `flipEarly`: the taps made before this code arrived add up to a toggle, sent here once. */
export function LiveHeart({ like, flipEarly, onFlipped }: { like: LikeActorRef; flipEarly: boolean; onFlipped: () => void }) {
  const signedIn = useAuthSelector(selectIsSignedIn);
  useActorToasts(like);
  const liked = useSelector(like, selectLiked);
  const count = useSelector(like, selectLikeCount);
  const waiting = useSelector(like, selectWaitsForNetwork);
  const toggle = () => like.send({ type: 'like.toggled', signedIn });
  const flipped = useRef(false);
  useEffect(() => {
    if (!flipEarly || flipped.current) return;
    flipped.current = true;
    like.send({ type: 'like.toggled', signedIn });
    onFlipped();
  }, [like, flipEarly, onFlipped, signedIn]);
  return (
    <>
      <HeartButton liked={liked} count={count} onPress={toggle} />
      {waiting ? <SendsWhenOnline scope="like" /> : null}
    </>
  );
}
