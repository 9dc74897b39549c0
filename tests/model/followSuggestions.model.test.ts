import { describe, expect, it } from 'vitest';
import { selectCanFollow, selectFollowingNow, selectSuggestions, type FollowSuggestionsSnapshot } from '../../src/machines/followSuggestions';
import {
  followSuggestionsEventFixtures as fixtures,
  followSuggestionsModel,
  followSuggestionsSystemEvents,
  followSuggestionsVariant,
} from './followSuggestions.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const loaded = systemEvent(followSuggestionsSystemEvents, 'xstate.done.actor.loadSuggestions', 0);
const refilled = systemEvent(followSuggestionsSystemEvents, 'xstate.done.actor.refillSuggestions', 1);
const followed = systemEvent(followSuggestionsSystemEvents, 'xstate.done.actor.followVendor');
const followFailed = systemEvent(followSuggestionsSystemEvents, 'xstate.error.actor.followVendor');
const [followChidi] = fixtures['suggestion.followClicked'];
const shown = (snapshot: FollowSuggestionsSnapshot) => ({
  vendors: selectSuggestions(snapshot).map((user) => user.username),
  following: selectFollowingNow(snapshot),
  canFollow: selectCanFollow(snapshot),
});

describe('follow suggestions machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(followSuggestionsModel);
  });

  const journeys = [
    { name: 'only other vendors are suggested', events: [loaded], shown: { vendors: ['chidi', 'emeka'], following: null, canFollow: true } },
    { name: 'a follow shows at once, one at a time', events: [loaded, followChidi], shown: { vendors: ['chidi', 'emeka'], following: 'chidi', canFollow: false } },
    { name: 'a followed vendor leaves and the list refills behind the others', events: [loaded, followChidi, followed, refilled], shown: { vendors: ['emeka', 'funke'], following: null, canFollow: true } },
    { name: 'a failed follow is undone', events: [loaded, followChidi, followFailed], shown: { vendors: ['chidi', 'emeka'], following: null, canFollow: true } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(followSuggestionsModel, followSuggestionsVariant, journey.events);
      expect(shown(path.state as FollowSuggestionsSnapshot)).toEqual(journey.shown);
    });
  }
});
