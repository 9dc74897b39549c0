import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DURATIONS, MESSAGES, type AddressSuggestion, type Country, type UpdateVendorBody } from '../../src/contract';
import {
  selectCityNames,
  selectCoordinates,
  selectIsSavingStore,
  selectIsStoreCreated,
  selectStateNames,
  selectStoreFailure,
  selectStoreMessage,
  selectStoreValue,
  storeSetupMachine,
  type CitiesRequest,
  type StoreSaveOutcome,
  type StoreSetupEmitted,
  type StoreSetupInput,
} from '../../src/machines/storeSetup';
import { CITIES, COUNTRIES, COUNTRY_LIST, IKEJA, OWNER, PORT_HARCOURT, savedStore } from '../fixtures/store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = <T,>() => new Promise<T>(() => undefined);
const newStore: StoreSetupInput = { marketInfo: null, owner: OWNER };

type Setup = {
  input?: StoreSetupInput;
  save?: (body: UpdateVendorBody) => Promise<StoreSaveOutcome>;
  locate?: (address: string) => Promise<AddressSuggestion | null>;
};

async function start({ input = newStore, save = never, locate = async () => null }: Setup = {}) {
  const clock = new SimulatedClock();
  const saved: UpdateVendorBody[] = [];
  const cityRequests: CitiesRequest[] = [];
  const located: string[] = [];
  const emitted: StoreSetupEmitted[] = [];
  const reloadPage = vi.fn();
  let countryLoads = 0;
  // Whose states were asked for: the store's country with the list, then each new one.
  const statesRequests: string[] = [];
  const machine = storeSetupMachine.provide({
    actors: {
      loadCountries: fromPromise<Country[], { country: string }>(async ({ input: request }) => {
        countryLoads += 1;
        statesRequests.push(request.country);
        return COUNTRY_LIST;
      }),
      loadStates: fromPromise<Country, { country: string }>(async ({ input: request }) => {
        statesRequests.push(request.country);
        const country = COUNTRIES.find((known) => known.name === request.country);
        if (!country) throw new Error(`no country ${request.country}`);
        return country;
      }),
      loadCities: fromPromise<string[], CitiesRequest>(async ({ input: request }) => {
        cityRequests.push(request);
        return CITIES[`${request.country}|${request.state}`] ?? [];
      }),
      locateAddress: fromPromise<AddressSuggestion | null, { address: string }>(({ input: request }) => {
        located.push(request.address);
        return locate(request.address);
      }),
      submitStore: fromPromise<StoreSaveOutcome, UpdateVendorBody>(({ input: body }) => {
        saved.push(body);
        return save(body);
      }),
    },
    actions: { reloadPage },
  });
  const actor = createActor(machine, { input, clock });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  await settle();
  return { actor, clock, saved, cityRequests, located, emitted, reloadPage, statesRequests, countryLoads: () => countryLoads };
}

type StoreActor = Awaited<ReturnType<typeof start>>['actor'];
const value = (actor: StoreActor, field: Parameters<typeof selectStoreValue>[0]) => selectStoreValue(field)(actor.getSnapshot());
const toasts = (emitted: StoreSetupEmitted[]) => emitted.flatMap((event) => (event.type === 'toast' ? [event.message] : []));

function fillBasics(actor: StoreActor) {
  actor.send({ type: 'field.changed', field: 'biz_name', value: 'Mama Nkechi Foods' });
  actor.send({ type: 'field.changed', field: 'biz_address', value: '12 Allen Avenue, Ikeja' });
}

describe('store setup machine', () => {
  it("starts a new store from the owner's phone, state and city in Nigeria, with a 10 km radius", async () => {
    const { actor, cityRequests } = await start();
    expect(value(actor, 'biz_phone')).toBe(OWNER.phone);
    expect(value(actor, 'biz_country')).toBe('Nigeria');
    expect(value(actor, 'biz_state')).toBe('Lagos');
    expect(value(actor, 'biz_city')).toBe('Lagos');
    expect(value(actor, 'operational_radius')).toBe('10');
    expect(selectStateNames(actor.getSnapshot())).toEqual(['Lagos', 'Rivers']);
    expect(cityRequests).toEqual([{ country: 'Nigeria', state: 'Lagos' }]);
    expect(selectCityNames(actor.getSnapshot())).toEqual(CITIES['Nigeria|Lagos']);
  });

  it('clears the state and city with a new country, and the city with a new state', async () => {
    const { actor, cityRequests, statesRequests } = await start();
    actor.send({ type: 'state.changed', value: 'Rivers' });
    expect(value(actor, 'biz_city')).toBe('');
    await settle();
    expect(selectCityNames(actor.getSnapshot())).toEqual(['Port Harcourt']);
    actor.send({ type: 'field.changed', field: 'biz_city', value: 'Port Harcourt' });
    actor.send({ type: 'country.changed', value: 'Ghana' });
    expect([value(actor, 'biz_state'), value(actor, 'biz_city')]).toEqual(['', '']);
    expect(selectCityNames(actor.getSnapshot())).toEqual([]);
    // The list came without Ghana's states: they load now.
    expect(selectStateNames(actor.getSnapshot())).toEqual([]);
    await settle();
    expect(selectStateNames(actor.getSnapshot())).toEqual(['Greater Accra']);
    expect(statesRequests).toEqual(['Nigeria', 'Ghana']);
    expect(cityRequests).toHaveLength(2);
  });

  it('takes address, coordinates, city, state and country from a picked suggestion', async () => {
    const { actor, countryLoads, statesRequests } = await start();
    actor.send({ type: 'address.selected', suggestion: PORT_HARCOURT });
    expect(value(actor, 'biz_address')).toBe('Port Harcourt, Rivers, Nigeria');
    expect([value(actor, 'biz_city'), value(actor, 'biz_state'), value(actor, 'biz_country')]).toEqual(['Port Harcourt', 'Rivers', 'Nigeria']);
    expect(selectCoordinates(actor.getSnapshot())).toEqual({ latitude: 4.8156, longitude: 7.0498 });
    await settle();
    expect(selectCityNames(actor.getSnapshot())).toEqual(['Port Harcourt']);
    expect(countryLoads()).toBe(1);
    // Still Nigeria: its states came with the list.
    expect(statesRequests).toEqual(['Nigeria']);
  });

  it('takes the coordinates of the current location, and the place without overwriting a typed address', async () => {
    const { actor } = await start();
    actor.send({ type: 'field.changed', field: 'biz_address', value: '5 Market Road' });
    actor.send({ type: 'location.found', fix: { latitude: 6.6, longitude: 3.35, accuracy: 20 } });
    actor.send({ type: 'location.placeFound', place: IKEJA });
    expect(selectCoordinates(actor.getSnapshot())).toEqual({ latitude: 6.6, longitude: 3.35 });
    expect(value(actor, 'biz_address')).toBe('5 Market Road');
    expect(value(actor, 'biz_city')).toBe('Ikeja');
  });

  it('refuses a form without a business name, phone or address in the spec words', async () => {
    const { actor, saved, emitted } = await start({ input: { marketInfo: null, owner: { ...OWNER, phone: '' } } });
    expect(selectStoreMessage('biz_name')(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'form.submitted' });
    expect(selectStoreMessage('biz_name')(actor.getSnapshot())).toBe(MESSAGES.businessNameRequired);
    expect(selectStoreMessage('biz_phone')(actor.getSnapshot())).toBe(MESSAGES.businessPhoneRequired);
    expect(selectStoreMessage('biz_address')(actor.getSnapshot())).toBe(MESSAGES.businessAddressRequired);
    expect(toasts(emitted)).toEqual([MESSAGES.businessNameRequired]);
    expect(saved).toEqual([]);
  });

  it('locates a typed address without coordinates, then creates the store and reloads 1.5 s later', async () => {
    const { actor, clock, saved, located, emitted, reloadPage } = await start({
      locate: async () => IKEJA,
      save: async () => ({ ok: true, created: true, message: MESSAGES.storeCreated }),
    });
    fillBasics(actor);
    actor.send({ type: 'form.submitted' });
    expect(selectIsSavingStore(actor.getSnapshot())).toBe(true);
    await settle();
    expect(located).toEqual(['12 Allen Avenue, Ikeja']);
    expect(saved).toEqual([
      {
        vendorDetails: { marketname: 'Mama Nkechi Foods', reg_number: '', phone: OWNER.phone, address: '12 Allen Avenue, Ikeja', city: 'Lagos', state: 'Lagos', country: 'Nigeria' },
        vendor_location: { latitude: IKEJA.lat, longitude: IKEJA.lon, operational_radius: '10' },
      },
    ]);
    expect(selectIsStoreCreated(actor.getSnapshot())).toBe(true);
    expect(toasts(emitted)).toEqual([MESSAGES.addressValidated, MESSAGES.storeCreatedReloading]);
    expect(emitted).toContainEqual({ type: 'store.created' });
    clock.increment(DURATIONS.storeCreatedReload - 1);
    expect(reloadPage).not.toHaveBeenCalled();
    clock.increment(1);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('says what to do when the address cannot be located, or is too short to try', async () => {
    const { actor, saved, located } = await start();
    fillBasics(actor);
    actor.send({ type: 'form.submitted' });
    await settle();
    expect(selectStoreFailure(actor.getSnapshot())).toBe(MESSAGES.addressNotLocated);
    actor.send({ type: 'field.changed', field: 'biz_address', value: 'Ikj' });
    actor.send({ type: 'form.submitted' });
    expect(located).toHaveLength(1);
    expect(selectStoreFailure(actor.getSnapshot())).toBe(MESSAGES.addressNotLocated);
    expect(saved).toEqual([]);
  });

  it('saves an existing store without locating again, says so and asks for fresh details at once', async () => {
    const { actor, saved, located, emitted, reloadPage } = await start({
      input: { marketInfo: savedStore(), owner: OWNER },
      save: async () => ({ ok: true, created: false, message: MESSAGES.updatedSuccessfully }),
    });
    expect(value(actor, 'operational_radius')).toBe('20');
    actor.send({ type: 'field.changed', field: 'operational_radius', value: '50' });
    actor.send({ type: 'form.submitted' });
    await settle();
    expect(located).toEqual([]);
    expect(saved[0]?.vendor_location).toEqual({ latitude: 6.6018, longitude: 3.3515, operational_radius: '50' });
    expect(toasts(emitted)).toEqual([MESSAGES.updatedSuccessfully]);
    expect(emitted).toContainEqual({ type: 'currentUser.changed' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("keeps the form with the server's words, or the spec's, when the save is refused", async () => {
    const refused = await start({ input: { marketInfo: savedStore(), owner: OWNER }, save: async () => ({ ok: false, message: 'Enter a valid phone number' }) });
    refused.actor.send({ type: 'form.submitted' });
    await settle();
    expect(selectStoreFailure(refused.actor.getSnapshot())).toBe('Enter a valid phone number');
    const crashed = await start({ input: { marketInfo: savedStore(), owner: OWNER }, save: () => Promise.reject(new Error('boom')) });
    crashed.actor.send({ type: 'form.submitted' });
    await settle();
    expect(selectStoreFailure(crashed.actor.getSnapshot())).toBe(MESSAGES.saveChangesFailed);
  });

  it('refuses coordinates off the globe', async () => {
    const { actor, saved } = await start({ input: { marketInfo: savedStore({ business_latitude: 123 }), owner: OWNER } });
    expect(selectStoreMessage('coordinates')(actor.getSnapshot())).toBe(MESSAGES.invalidStoreCoordinates);
    actor.send({ type: 'form.submitted' });
    expect(saved).toEqual([]);
  });

  it('says the map selector is coming soon', async () => {
    const { actor, emitted } = await start();
    actor.send({ type: 'mapSelector.clicked' });
    expect(toasts(emitted)).toEqual([MESSAGES.mapSelectorComingSoon]);
  });
});
