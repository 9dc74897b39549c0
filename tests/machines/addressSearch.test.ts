import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DURATIONS, MESSAGES, type AddressSuggestion } from '../../src/contract';
import {
  addressSearchMachine,
  selectFoundNothing,
  selectIsSearching,
  selectIsUnavailable,
  selectSuggestions,
  type AddressSearchEmitted,
} from '../../src/machines/addressSearch';

const place = (name: string, lat = 6.6, lon = 3.35): AddressSuggestion => ({
  display_name: `${name}, Lagos, Nigeria`,
  lat,
  lon,
  address: { city: name, state: 'Lagos', country: 'Nigeria' },
  source: 'gazetteer',
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: (query: string) => Promise<AddressSuggestion[]>) {
  const clock = new SimulatedClock();
  const queries: string[] = [];
  const aborted: string[] = [];
  const emitted: AddressSearchEmitted[] = [];
  const machine = addressSearchMachine.provide({
    actors: {
      findAddresses: fromPromise<AddressSuggestion[], { query: string }>(({ input, signal }) => {
        queries.push(input.query);
        signal.addEventListener('abort', () => aborted.push(input.query));
        return answer(input.query);
      }),
    },
  });
  const actor = createActor(machine, { clock });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const type = (value: string) => actor.send({ type: 'query.changed', value });
  return { actor, clock, queries, aborted, emitted, type };
}

describe('address search machine', () => {
  it('searches 800 ms after the last keystroke of 3 or more characters', async () => {
    const { actor, clock, queries, emitted, type } = start(async () => [place('Ikeja'), place('Ikorodu')]);
    type('Ik');
    clock.increment(DURATIONS.addressSearchDebounce);
    expect(queries).toEqual([]);
    type('Ike');
    clock.increment(DURATIONS.addressSearchDebounce - 1);
    type('Ikej');
    expect(selectIsSearching(actor.getSnapshot())).toBe(true);
    clock.increment(DURATIONS.addressSearchDebounce - 1);
    expect(queries).toEqual([]);
    clock.increment(1);
    expect(queries).toEqual(['Ikej']);
    await settle();
    expect(selectSuggestions(actor.getSnapshot()).map((suggestion) => suggestion.address.city)).toEqual(['Ikeja', 'Ikorodu']);
    // The count is the field's status line, not a toast that would hold up the next one.
    expect(emitted).toEqual([]);
  });

  it('closes the list when the query gets short, and cancels a search in flight on typing', async () => {
    const { actor, clock, aborted, type } = start(() => new Promise(() => undefined));
    type('Ikeja');
    clock.increment(DURATIONS.addressSearchDebounce);
    type('Ikeja Lagos');
    expect(aborted).toEqual(['Ikeja']);
    type('Ik');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('announces a picked suggestion and closes the list', async () => {
    const { actor, clock, emitted, type } = start(async () => [place('Ikeja')]);
    type('Ikeja');
    clock.increment(DURATIONS.addressSearchDebounce);
    await settle();
    actor.send({ type: 'suggestion.picked', index: 0 });
    expect(emitted).toContainEqual({ type: 'address.selected', suggestion: place('Ikeja') });
    expect(emitted.at(-1)).toEqual({ type: 'toast', tone: 'success', message: MESSAGES.addressSelected });
    expect(actor.getSnapshot().matches('showing')).toBe(false);
    expect(actor.getSnapshot().context.query).toBe('Ikeja, Lagos, Nigeria');
  });

  it('refuses a suggestion without usable coordinates', async () => {
    const { actor, clock, emitted, type } = start(async () => [place('Nowhere', 120, 3)]);
    type('Nowhere');
    clock.increment(DURATIONS.addressSearchDebounce);
    await settle();
    actor.send({ type: 'suggestion.picked', index: 0 });
    expect(emitted.some((event) => event.type === 'address.selected')).toBe(false);
    expect(emitted.at(-1)).toEqual({ type: 'toast', tone: 'error', message: MESSAGES.addressSelectFailed });
    expect(actor.getSnapshot().matches('showing')).toBe(true);
  });

  it('offers the alternatives when the search fails for more than 5 characters, and keeps quiet below', async () => {
    const failing = start(() => Promise.reject(new Error('503')));
    failing.type('Allen Avenue');
    failing.clock.increment(DURATIONS.addressSearchDebounce);
    await settle();
    expect(selectIsUnavailable(failing.actor.getSnapshot())).toBe(true);
    expect(failing.emitted).toContainEqual({
      type: 'toast',
      tone: 'error',
      message: MESSAGES.addressSearchAlternatives,
      durationMs: DURATIONS.settingsNoticeToast,
    });
    const short = start(() => Promise.reject(new Error('503')));
    short.type('Ikeja');
    short.clock.increment(DURATIONS.addressSearchDebounce);
    await settle();
    expect(short.actor.getSnapshot().matches('idle')).toBe(true);
    expect(short.emitted).toEqual([]);
  });

  it('tells an empty answer apart, and dismissing closes the list', async () => {
    const { actor, clock, type } = start(async (query) => (query === 'Zzzz' ? [] : [place('Ikeja')]));
    type('Zzzz');
    clock.increment(DURATIONS.addressSearchDebounce);
    await settle();
    expect(selectFoundNothing(actor.getSnapshot())).toBe(true);
    type('Ikeja');
    clock.increment(DURATIONS.addressSearchDebounce);
    await settle();
    actor.send({ type: 'suggestions.dismissed' });
    expect(selectSuggestions(actor.getSnapshot())).toEqual([]);
  });
});
