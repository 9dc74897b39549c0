/** The model of the listing search box: short and long texts, the typing pause, suggestions, orders and a location. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { CATEGORIES } from '../../src/contract';
import { listingSearchActors, listingSearchMachine, type ListingSearchContext, type ListingSearchEvent } from '../../src/machines/listingSearch';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel, type ModelVariant } from './harness';

const FASHION = CATEGORIES[1] ?? CATEGORIES[0];
if (!FASHION) throw new Error('no categories');

/** Too short for suggestions, long enough (with a typo), and more typed after it. */
export const listingSearchEventFixtures = {
  'search.typed': [
    { type: 'search.typed', text: 'a' },
    { type: 'search.typed', text: 'ankra' },
    { type: 'search.typed', text: 'ankra g' },
  ],
  'search.submitted': [{ type: 'search.submitted' }],
  'search.cleared': [{ type: 'search.cleared' }],
  'suggestion.chosen': [{ type: 'suggestion.chosen', text: 'Ankara gown' }],
  'suggestions.dismissed': [{ type: 'suggestions.dismissed' }],
  'sort.changed': [
    { type: 'sort.changed', sort: 'price_asc' },
    { type: 'sort.changed', sort: 'relevance' },
    { type: 'sort.changed', sort: 'nearest' },
  ],
} satisfies EventFixtures<ListingSearchEvent>;

export const listingSearchOutputFixtures = {
  loadSuggestions: [{ titles: ['Ankara gown'], categories: [FASHION] }],
} satisfies OutputFixtures<typeof listingSearchActors>;

export const listingSearchSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof listingSearchActors.loadSuggestions>(listingSearchMachine, 'loadSuggestions', listingSearchOutputFixtures.loadSuggestions),
  ...errorEvents(listingSearchMachine, 'loadSuggestions'),
  ...timerEvents(listingSearchMachine),
];

export const listingSearchVariants = {
  empty: { name: 'an empty box', input: {} },
  fromNavbar: { name: 'a search from the navbar', input: { text: 'ankara' } },
  located: { name: 'a user with a known location', input: { text: 'ankara', location: { lat: 6.6, lng: 3.35 } } },
} satisfies Record<string, ModelVariant>;

export const listingSearchModel: MachineModel = {
  name: 'listingSearch',
  machine: listingSearchMachine,
  variants: Object.values(listingSearchVariants),
  events: [...fixtureEvents<ListingSearchEvent>(listingSearchEventFixtures), ...listingSearchSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { text, appliedText, sort, suggestions, location } = snapshot.context as ListingSearchContext;
    return JSON.stringify({ value: snapshot.value, text, appliedText, sort, titles: suggestions.titles, located: location !== null });
  },
};
