import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import type { StoreSetupContext } from '../../src/machines/storeSetup';
import { IKEJA, PORT_HARCOURT } from '../fixtures/store';
import { expectFullCoverage, replayJourney } from './harness';
import { storeSetupEventFixtures, storeSetupModel, storeSetupOutputFixtures, storeSetupSystemEvents, storeSetupVariants } from './storeSetup.model';

const find = (matches: (event: AnyEventObject) => boolean): AnyEventObject => {
  const found = storeSetupSystemEvents.find(matches);
  if (!found) throw new Error('no such system event');
  return found;
};
const done = (output: unknown) => find((event) => event.type.startsWith('xstate.done.actor.') && event.output === output);
const countriesLoaded = done(storeSetupOutputFixtures.loadCountries[0]);
const citiesLoaded = done(storeSetupOutputFixtures.loadCities[0]);
const [locatedOutput, notLocatedOutput] = storeSetupOutputFixtures.locateAddress;
const [createdOutput, updatedOutput, refusedOutput] = storeSetupOutputFixtures.submitStore;
const located = done(locatedOutput);
const notLocated = done(notLocatedOutput);
const created = done(createdOutput);
const updated = done(updatedOutput);
const refused = done(refusedOutput);
const reloadTimer = find((event) => event.type.startsWith('xstate.after.storeCreatedReload'));
const [name, address, shortAddress] = storeSetupEventFixtures['field.changed'];
const submit = storeSetupEventFixtures['form.submitted'][0];
const pick = storeSetupEventFixtures['address.selected'][0];
const ready = [countriesLoaded, citiesLoaded];

describe('store setup machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(storeSetupModel);
  }, 60_000);

  describe('pinned journeys', () => {
    const journeys: Array<{
      name: string;
      variant: keyof typeof storeSetupVariants;
      events: AnyEventObject[];
      form: string;
      context: (context: StoreSetupContext) => void;
    }> = [
      {
        name: 'a new store through a picked suggestion is created and the page reloads',
        variant: 'newStore',
        events: [...ready, name, pick, submit, created, reloadTimer],
        form: 'reloading',
        context: (context) => expect(context.coordinates).toEqual({ latitude: PORT_HARCOURT.lat, longitude: PORT_HARCOURT.lon }),
      },
      {
        name: 'a typed address is located before the store is saved',
        variant: 'newStore',
        events: [...ready, name, address, submit, located],
        form: 'saving',
        context: (context) => expect(context.coordinates).toEqual({ latitude: IKEJA.lat, longitude: IKEJA.lon }),
      },
      {
        name: 'an address the map does not know keeps the form with the long message',
        variant: 'newStore',
        events: [...ready, name, address, submit, notLocated],
        form: 'editing',
        context: (context) => expect(context.failure).toBe(MESSAGES.addressNotLocated),
      },
      {
        name: 'a short address is not even looked up',
        variant: 'newStore',
        events: [...ready, name, shortAddress, submit],
        form: 'editing',
        context: (context) => expect(context.failure).toBe(MESSAGES.addressNotLocated),
      },
      {
        name: 'an empty form is refused',
        variant: 'newStore',
        events: [...ready, submit],
        form: 'editing',
        context: (context) => expect(context.revealAll).toBe(true),
      },
      {
        name: 'an existing store saves and stays editable',
        variant: 'existing',
        events: [countriesLoaded, submit, updated],
        form: 'editing',
        context: (context) => expect(context.failure).toBeNull(),
      },
      {
        name: 'a refused save says so',
        variant: 'existing',
        events: [countriesLoaded, submit, refused],
        form: 'editing',
        context: (context) => expect(context.failure).toBe(MESSAGES.saveChangesFailed),
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(storeSetupModel, storeSetupVariants[pinned.variant], pinned.events);
        expect(path.state.value).toMatchObject({ form: pinned.form });
        pinned.context(path.state.context as StoreSetupContext);
      });
    }
  });
});
