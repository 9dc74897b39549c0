import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type Actor, type AnyActorLogic, type AnyActorRef, type EmittedFrom, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { AppActor } from './AppActor';
import type { LazyModule } from './lazyModule';
import { stopScreenActor, type ScreenActorOptions } from './useScreenActor';
import { useWhileMounted } from './useWhileMounted';

type Subscription = { unsubscribe: () => void };
type Emitted<TLogic extends AnyActorLogic, TType> = EmittedFrom<TLogic> & { type: TType };

/**
 * A screen's actor whose machine comes after the first render. Until it runs, what is sent to it waits, in
 * order, and asks for its code; listeners to what it emits are attached before it starts. `send` and `on` stay
 * the same from the first render on (a link made then keeps them); `actor` is there once it runs.
 */
export type LateScreenActor<TLogic extends AnyActorLogic> = {
  actor: Actor<TLogic> | undefined;
  send: (event: EventFromLogic<TLogic>) => void;
  on: <TType extends EmittedFrom<TLogic>['type']>(type: TType, handler: (emitted: Emitted<TLogic, TType>) => void) => Subscription;
  /** Asks for the machine's code (a hover or a focus before the tap that needs it). */
  load: () => void;
};

type Listener<TLogic extends AnyActorLogic> = { type: string; handler: (emitted: EmittedFrom<TLogic>) => void; subscription?: Subscription };

/** The waiting events and listeners of one screen's late actor. */
function lateLink<TLogic extends AnyActorLogic>(logic: LazyModule<TLogic>) {
  let running: Actor<TLogic> | undefined;
  const waiting: EventFromLogic<TLogic>[] = [];
  const listeners = new Set<Listener<TLogic>>();
  // A fetch that failed (offline) is tried again by the next event.
  const load = () => void logic.load().catch(() => undefined);
  const attach = (listener: Listener<TLogic>, actor: Actor<TLogic>) => {
    listener.subscription = (actor as AnyActorRef).on(listener.type, listener.handler);
  };
  return {
    load,
    send: (event: EventFromLogic<TLogic>) => {
      if (running) running.send(event);
      else {
        waiting.push(event);
        load();
      }
    },
    on: (type: string, handler: (emitted: EmittedFrom<TLogic>) => void): Subscription => {
      const listener: Listener<TLogic> = { type, handler };
      listeners.add(listener);
      if (running) attach(listener, running);
      return {
        unsubscribe: () => {
          listeners.delete(listener);
          listener.subscription?.unsubscribe();
        },
      };
    },
    start: (actor: Actor<TLogic>) => {
      // React StrictMode's second mount starts it again.
      if (running === actor) return;
      running = actor;
      listeners.forEach((listener) => attach(listener, actor));
      actor.start();
      waiting.splice(0).forEach((event) => actor.send(event));
    },
  };
}

/**
 * useScreenActor for a machine fetched after the first render: `loadWhen` says when to ask for its code (at
 * mount, once the page has loaded); an event sent before it runs asks at once. Once the code has come, the actor
 * runs in the app's system while the component is mounted, with the same input as if it had started at once.
 */
export function useLateScreenActor<TLogic extends AnyActorLogic>(
  logic: LazyModule<TLogic>,
  options: ScreenActorOptions<TLogic>,
  loadWhen: (load: () => void) => void,
): LateScreenActor<TLogic> {
  const app = AppActor.useActorRef();
  const [link] = useState(() => lateLink(logic));
  const [firstOptions] = useState(options);
  const [askFor] = useState(() => loadWhen);
  const loaded = useSyncExternalStore(logic.subscribe, logic.loaded);
  const actor = useMemo(() => (loaded ? createActor(loaded, { ...firstOptions, parent: app }) : undefined), [loaded, firstOptions, app]);
  // Shown once the events sent before it have reached it: the view never goes back to the state it starts in.
  const [running, setRunning] = useState<Actor<TLogic>>();
  useEffect(() => askFor(link.load), [askFor, link]);
  useWhileMounted(
    () => {
      app.start();
      if (!actor) return;
      link.start(actor);
      setRunning(actor);
    },
    () => {
      if (actor) stopScreenActor(actor);
    },
    [actor, app],
  );
  return useMemo(() => ({ actor: running, send: link.send, on: link.on as LateScreenActor<TLogic>['on'], load: link.load }), [running, link]);
}

/** A selector's answer from the late actor once it runs, else `before` (the state its machine starts in). */
export function useLateSelector<TLogic extends AnyActorLogic, T>(late: LateScreenActor<TLogic>, selector: (snapshot: SnapshotFrom<TLogic>) => T, before: T): T {
  return useSelector(late.actor, (snapshot?: SnapshotFrom<TLogic>) => (snapshot ? selector(snapshot) : before));
}
