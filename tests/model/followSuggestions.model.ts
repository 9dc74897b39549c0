/** The model of the follow suggestions beside the feed: the load, one follow at a time, the refill, failures. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { followSuggestionsActors, followSuggestionsMachine, type FollowSuggestionsContext, type FollowSuggestionsEvent } from '../../src/machines/followSuggestions';
import { vendorOf } from '../fixtures/marketplace';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const followSuggestionsEventFixtures = {
  'suggestion.followClicked': [
    { type: 'suggestion.followClicked', username: 'chidi', name: 'Chidi' },
    { type: 'suggestion.followClicked', username: 'nobody', name: 'Nobody' },
  ],
} satisfies EventFixtures<FollowSuggestionsEvent>;

/** The server's vendors (the user among them, and a shopper who is no vendor), then its picks after a follow. */
export const followSuggestionsOutputFixtures = {
  loadSuggestions: [
    [vendorOf('chidi'), vendorOf('ada'), vendorOf('bola', { is_vendor: false }), vendorOf('emeka')],
    [vendorOf('emeka'), vendorOf('funke')],
  ],
  followVendor: [undefined],
} satisfies OutputFixtures<typeof followSuggestionsActors>;

export const followSuggestionsSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof followSuggestionsActors.loadSuggestions>(followSuggestionsMachine, 'loadSuggestions', followSuggestionsOutputFixtures.loadSuggestions),
  ...errorEvents(followSuggestionsMachine, 'loadSuggestions'),
  ...doneEvents<typeof followSuggestionsActors.followVendor>(followSuggestionsMachine, 'followVendor', followSuggestionsOutputFixtures.followVendor),
  ...errorEvents(followSuggestionsMachine, 'followVendor'),
];

export const followSuggestionsVariant: ModelVariant = { name: 'ada signed in', input: { username: 'ada' } };

export const followSuggestionsModel: MachineModel = {
  name: 'followSuggestions',
  machine: followSuggestionsMachine,
  variants: [followSuggestionsVariant],
  events: [...fixtureEvents<FollowSuggestionsEvent>(followSuggestionsEventFixtures), ...followSuggestionsSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { candidates, following } = snapshot.context as FollowSuggestionsContext;
    return JSON.stringify({ value: snapshot.value, candidates: candidates.map((user) => user.username), following });
  },
};
