import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CATEGORIES, DELIVERY_TIMES, DURATIONS, MESSAGES, type CategoriesAndDelivery } from '../../src/contract';
import {
  lookupsMachine,
  selectCategoriesOf,
  selectDeliveryTimes,
  type LookupsEmitted,
} from '../../src/machines/lookups';

const [product, , , , , , , , , , , , , , service] = CATEGORIES;
if (!product || !service) throw new Error('the contract lists too few categories');

const answer: CategoriesAndDelivery = {
  product_categories: [product],
  service_categories: [service],
  delivery_times: DELIVERY_TIMES.slice(0, 2),
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(results: Array<'ok' | 'fail'> = ['ok']) {
  const clock = new SimulatedClock();
  const toasts: LookupsEmitted[] = [];
  let calls = 0;
  const actor = createActor(
    lookupsMachine.provide({
      actors: {
        loadLookups: fromPromise<CategoriesAndDelivery>(async () => {
          const result = results[Math.min(calls, results.length - 1)];
          calls += 1;
          if (result === 'fail') throw new Error('offline');
          return answer;
        }),
      },
    }),
    { clock },
  );
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return { actor, clock, toasts, calls: () => calls };
}

describe('lookups machine', () => {
  it('fetches on the first request and keeps the lists', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'lookups.requested' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(calls()).toBe(1);
    expect(snapshot.matches('fresh')).toBe(true);
    expect(selectCategoriesOf('product')(snapshot)).toEqual([product]);
    expect(selectCategoriesOf('service')(snapshot)).toEqual([service]);
    expect(selectCategoriesOf('')(snapshot)).toEqual([]);
    expect(selectDeliveryTimes(snapshot)).toHaveLength(2);
  });

  it('answers from the cache for 5 minutes after the fetch, then fetches again', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'lookups.requested' });
    await settle();
    clock.increment(DURATIONS.lookupsCache - 1);
    actor.send({ type: 'lookups.requested' });
    await settle();
    expect(calls()).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('stale');
    // Stale lists stay shown until the next request replaces them.
    expect(selectDeliveryTimes(actor.getSnapshot())).toHaveLength(2);
    actor.send({ type: 'lookups.requested' });
    await settle();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().value).toBe('fresh');
  });

  it('falls back to the built-in lists with a toast, and retries on the next request', async () => {
    const { actor, toasts, calls } = start(['fail', 'ok']);
    actor.send({ type: 'lookups.requested' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.source).toBe('fallback');
    expect(selectCategoriesOf('product')(snapshot)).toHaveLength(14);
    expect(selectCategoriesOf('service')(snapshot)).toHaveLength(13);
    expect(selectDeliveryTimes(snapshot).map((option) => option.value)).toEqual(DELIVERY_TIMES.map((option) => option.value));
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.filterOptionsFailed }]);
    actor.send({ type: 'lookups.requested' });
    await settle();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.source).not.toBe('fallback');
  });

  it('clearCache forgets the lists, so the next request fetches', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'lookups.requested' });
    await settle();
    actor.send({ type: 'lookups.clearCache' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(selectDeliveryTimes(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'lookups.requested' });
    await settle();
    expect(calls()).toBe(2);
  });

  it('asks once while a fetch is in flight', () => {
    const { actor, calls } = start();
    actor.send({ type: 'lookups.requested' });
    actor.send({ type: 'lookups.requested' });
    expect(calls()).toBe(1);
  });
});
