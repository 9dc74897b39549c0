/** The model of the address search: short, searchable and long queries, the 800 ms wait, answers and picks. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AddressSuggestion } from '../../src/contract';
import { addressSearchActors, addressSearchMachine, type AddressSearchContext, type AddressSearchEvent } from '../../src/machines/addressSearch';
import { IKEJA } from '../fixtures/store';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel } from './harness';

export const OFF_THE_GLOBE: AddressSuggestion = { ...IKEJA, display_name: 'Nowhere', lat: 123 };

/** Too short, searchable but too short for the alternatives, and long enough for them. */
export const addressSearchEventFixtures = {
  'query.changed': [
    { type: 'query.changed', value: 'Ik' },
    { type: 'query.changed', value: 'Ikeja' },
    { type: 'query.changed', value: '12 Allen Avenue' },
  ],
  'suggestion.picked': [{ type: 'suggestion.picked', index: 0 }],
  'suggestions.dismissed': [{ type: 'suggestions.dismissed' }],
} satisfies EventFixtures<AddressSearchEvent>;

export const addressSearchOutputFixtures = {
  findAddresses: [[IKEJA], [], [OFF_THE_GLOBE]],
} satisfies OutputFixtures<typeof addressSearchActors>;

export const addressSearchSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof addressSearchActors.findAddresses>(addressSearchMachine, 'findAddresses', addressSearchOutputFixtures.findAddresses),
  ...errorEvents(addressSearchMachine, 'findAddresses'),
  ...timerEvents(addressSearchMachine),
];

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as AddressSearchContext;

export const addressSearchModel: MachineModel = {
  name: 'addressSearch',
  machine: addressSearchMachine,
  variants: [{ name: 'an empty field' }],
  events: [...fixtureEvents<AddressSearchEvent>(addressSearchEventFixtures), ...addressSearchSystemEvents],
  serialize: (snapshot) => {
    const { query, suggestions } = context(snapshot);
    return JSON.stringify({ value: snapshot.value, query, suggestions: suggestions.map((suggestion) => suggestion.display_name) });
  },
};
