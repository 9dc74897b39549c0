import { useActorRef } from '@xstate/react';
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate';
import { traceInspect } from './traceSetting';

/** A screen's options for its actor: as useActorRef's, without `inspect` (the trace records every screen). */
export type TracedActorOptions<TLogic extends AnyActorLogic> = Omit<ActorOptions<TLogic>, 'inspect'>;

/**
 * `useActorRef` for a screen's own actor (a form, a countdown), recorded by the
 * trace like the root actor: without it a downloaded trace misses the screen's
 * events, and what the screen sent to auth (`login.submitted`) cannot be replayed.
 */
export function useTracedActorRef<TLogic extends AnyActorLogic>(logic: TLogic, options: TracedActorOptions<TLogic>): Actor<TLogic> {
  const traced: ActorOptions<TLogic> = { ...options, inspect: traceInspect };
  return useActorRef<AnyActorLogic>(logic, traced) as Actor<TLogic>;
}
