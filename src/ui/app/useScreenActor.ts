import { useState } from 'react';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { AppActor } from './AppActor';
import { useWhileMounted } from './useWhileMounted';

/** A screen's options for its actor: as createActor's, without `inspect` and `parent` (the app's system gives both). */
export type ScreenActorOptions<TLogic extends AnyActorLogic> = Omit<ActorOptions<TLogic>, 'inspect' | 'parent'>;

/** What a parent's stopChild sends its child (`stop()` is refused to an actor with a parent). */
const STOP = { type: 'xstate.stop' } as const;

/**
 * A screen's own actor (a form, a room, a countdown), run in the root actor's
 * system while the component is mounted: it reaches the app's long-lived
 * actors by systemId (`system.get('inbox')`), presence reaches the sockets it
 * starts, and the trace records it with the root's events.
 */
export function useScreenActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ScreenActorOptions<TLogic>): Actor<TLogic> {
  const app = AppActor.useActorRef();
  const [actor] = useState(() => createActor(logic, { ...options, parent: app }));
  useWhileMounted(
    () => {
      // React runs a child's effects before its parent's, and a root starting schedules again every delayed event
      // already in its system: the root starts first (its provider's own start is then a no-op).
      app.start();
      actor.start();
    },
    () => stopScreenActor(actor),
    [actor, app],
  );
  return actor;
}

/** Stops a screen's actor as its parent would; one that reached its final state has stopped itself. */
export function stopScreenActor(actor: AnyActorRef): void {
  if (actor.getSnapshot().status === 'active') actor.send(STOP);
}
