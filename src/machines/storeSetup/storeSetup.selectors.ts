import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { statesOf } from '../shared/countryLists';
import { countryCodeOf, validateStore } from './storeSetup.rules';
import type { storeSetupMachine } from './storeSetup.machine';
import type { Coordinates, StoreField, StoreMessages } from './storeSetup.types';

export type StoreSetupActorRef = ActorRefFrom<typeof storeSetupMachine>;
export type StoreSetupSnapshot = SnapshotFrom<typeof storeSetupMachine>;

export const selectStoreValue = (field: StoreField) => (snapshot: StoreSetupSnapshot): string => snapshot.context.values[field];

/** A field's message once the field was left or the form submitted. */
export const selectStoreMessage =
  (field: keyof StoreMessages) =>
  (snapshot: StoreSetupSnapshot): string | undefined => {
    const { values, coordinates, touched, revealAll } = snapshot.context;
    const shown = revealAll || field === 'coordinates' || touched.includes(field);
    return shown ? validateStore(values, coordinates)[field] : undefined;
  };

export const selectCoordinates = (snapshot: StoreSetupSnapshot): Coordinates | null => snapshot.context.coordinates;
/** Locating the address or saving: the button says Creating... or Updating... */
export const selectIsSavingStore = (snapshot: StoreSetupSnapshot): boolean =>
  snapshot.matches({ form: 'locating' }) || snapshot.matches({ form: 'saving' });
/** The store was created; the page is about to reload. */
export const selectIsStoreCreated = (snapshot: StoreSetupSnapshot): boolean =>
  snapshot.matches({ form: 'created' }) || snapshot.matches({ form: 'reloading' });
export const selectStoreFailure = (snapshot: StoreSetupSnapshot): string | null => snapshot.context.failure;
export const selectIsNewStore = (snapshot: StoreSetupSnapshot): boolean => !snapshot.context.hadStore;

export const selectCountryNames = (snapshot: StoreSetupSnapshot): readonly string[] => snapshot.context.countries.map((country) => country.name);
/** The chosen country's ISO alpha-2 code, once the countries are loaded: the address suggestions stay in it. */
export const selectCountryCode = (snapshot: StoreSetupSnapshot): string | undefined => countryCodeOf(snapshot.context);
export const selectStateNames = (snapshot: StoreSetupSnapshot): readonly string[] =>
  statesOf(snapshot.context.countries, snapshot.context.values.biz_country).map((state) => state.name);
export const selectCityNames = (snapshot: StoreSetupSnapshot): readonly string[] => snapshot.context.cities;
export const selectIsLoadingCities = (snapshot: StoreSetupSnapshot): boolean => snapshot.matches({ cities: 'loading' });
