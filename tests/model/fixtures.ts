import type { AnyActorLogic, EventObject, OutputFrom } from 'xstate';

/**
 * Every event type of a machine mapped to at least one example. Used with
 * `satisfies`, a new event without a fixture fails to compile.
 */
export type EventFixtures<TEvent extends EventObject> = {
  [TType in TEvent['type']]: readonly [Extract<TEvent, { type: TType }>, ...Array<Extract<TEvent, { type: TType }>>];
};

/** Every actor of a machine mapped to the outputs the graph tries (at least one). */
export type OutputFixtures<TActors extends Record<string, AnyActorLogic>> = {
  [TName in keyof TActors]: readonly [OutputFrom<TActors[TName]>, ...Array<OutputFrom<TActors[TName]>>];
};

/** The fixtures as one flat list of events for the graph. */
export function fixtureEvents<TEvent extends EventObject>(fixtures: EventFixtures<TEvent>): TEvent[] {
  return Object.values<readonly TEvent[]>(fixtures).flat();
}
