/** The model of Watch price / Watching: the watch loading, and the change in flight either way. */
import type { AnyEventObject } from 'xstate';
import { watchActors, watchMachine, type WatchEvent, type WatchInput } from '../../src/machines/watch';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const watchEventFixtures = {
  'watch.toggled': [{ type: 'watch.toggled' }],
} satisfies EventFixtures<WatchEvent>;

/** Watched now, or not. */
export const watchOutputFixtures = {
  loadWatch: [true, false],
  changeWatch: [true, false],
} satisfies OutputFixtures<typeof watchActors>;

export const watchSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof watchActors.loadWatch>(watchMachine, 'loadWatch', watchOutputFixtures.loadWatch),
  ...errorEvents(watchMachine, 'loadWatch'),
  ...doneEvents<typeof watchActors.changeWatch>(watchMachine, 'changeWatch', watchOutputFixtures.changeWatch),
  ...errorEvents(watchMachine, 'changeWatch'),
];

export const watchVariants = {
  member: { name: 'a signed-in member on another user’s post', input: { postId: 7 } satisfies WatchInput },
} satisfies Record<string, ModelVariant>;

/** The server answers the change it was asked for: watched after a start, not after a stop. */
function worthTrying(snapshot: { matches: (state: string) => boolean }, event: AnyEventObject): boolean {
  if (!event.type.startsWith('xstate.done.actor.') || !('output' in event) || typeof event.output !== 'boolean') return true;
  if (snapshot.matches('starting')) return event.output;
  if (snapshot.matches('stopping')) return !event.output;
  return true;
}

export const watchModel: MachineModel = {
  name: 'watch',
  machine: watchMachine,
  variants: Object.values(watchVariants),
  events: [...fixtureEvents<WatchEvent>(watchEventFixtures), ...watchSystemEvents],
  serialize: (snapshot) => JSON.stringify({ value: snapshot.value }),
  filterEvents: worthTrying,
};
