import { useLayoutEffect, useRef } from 'react';
import type { Actor, AnyActorLogic, EmittedFrom } from 'xstate';

type EmittedOf<TLogic extends AnyActorLogic, TType> = Extract<EmittedFrom<TLogic>, { type: TType }>;

/**
 * Calls `handler` for every `type` event the actor emits (a created post, a
 * navigation). A layout effect, so it listens before the actor starts.
 */
export function useEmitted<TLogic extends AnyActorLogic, const TType extends EmittedFrom<TLogic>['type']>(
  actor: Actor<TLogic>,
  type: TType,
  handler: (event: NoInfer<EmittedOf<TLogic, TType>>) => void,
): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useLayoutEffect(() => {
    const subscription = actor.on(type, (event) => latest.current(event as EmittedOf<TLogic, TType>));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
