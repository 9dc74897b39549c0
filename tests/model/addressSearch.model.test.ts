import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { AddressSearchContext } from '../../src/machines/addressSearch';
import { IKEJA } from '../fixtures/store';
import { addressSearchEventFixtures, addressSearchModel, addressSearchSystemEvents } from './addressSearch.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const byType = (prefix: string, index = 0): AnyEventObject => systemEvent(addressSearchSystemEvents, prefix, index);
const [short, ikeja, allen] = addressSearchEventFixtures['query.changed'];
const pick = addressSearchEventFixtures['suggestion.picked'][0];
const wait = byType('xstate.after.');
const foundIkeja = byType('xstate.done.actor.', 0);
const foundNothing = byType('xstate.done.actor.', 1);
const failed = byType('xstate.error.actor.');
const variant = { name: 'an empty field' };

describe('address search machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(addressSearchModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: string; context: Partial<AddressSearchContext> }> = [
      { name: 'two letters never search', events: [short, wait], value: 'idle', context: { query: 'Ik', suggestions: [] } },
      { name: 'a pause after typing shows the suggestions', events: [ikeja, wait, foundIkeja], value: 'showing', context: { suggestions: [IKEJA] } },
      { name: 'picking one closes the list with its name as the query', events: [ikeja, wait, foundIkeja, pick], value: 'idle', context: { query: IKEJA.display_name } },
      { name: 'typing on restarts the wait', events: [ikeja, allen, wait], value: 'searching', context: { query: '12 Allen Avenue' } },
      { name: 'a failed long search leaves the alternatives', events: [allen, wait, failed], value: 'unavailable', context: { suggestions: [] } },
      { name: 'a failed short search is quiet', events: [ikeja, wait, failed], value: 'idle', context: {} },
      { name: 'no place matches', events: [ikeja, wait, foundNothing], value: 'nothingFound', context: { suggestions: [] } },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(addressSearchModel, variant, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        expect(path.state.context).toMatchObject(pinned.context);
      });
    }
  });
});
