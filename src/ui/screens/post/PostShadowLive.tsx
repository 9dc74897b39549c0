import { useSelector } from '@xstate/react';
import { useEffect, type RefObject } from 'react';
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

/** The heart on its like actor; `earlyTaps` counts the taps made before this code arrived, sent here in order. */
export function LiveHeart({ like, earlyTaps }: { like: LikeActorRef; earlyTaps: RefObject<number> }) {
  const signedIn = useAuthSelector(selectIsSignedIn);
  useActorToasts(like);
  const liked = useSelector(like, selectLiked);
  const count = useSelector(like, selectLikeCount);
  const waiting = useSelector(like, selectWaitsForNetwork);
  const toggle = () => like.send({ type: 'like.toggled', signedIn });
  useEffect(() => {
    for (; earlyTaps.current > 0; earlyTaps.current -= 1) like.send({ type: 'like.toggled', signedIn });
  }, [like, earlyTaps, signedIn]);
  return (
    <>
      <HeartButton liked={liked} count={count} onPress={toggle} />
      {waiting ? <SendsWhenOnline scope="like" /> : null}
    </>
  );
}
