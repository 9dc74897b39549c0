import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { listingSearchMachine, searchQueryOf, type ListingSearchEmitted, type ListingSearchSnapshot } from '../../src/machines/listingSearch';
import { selectSort, selectSortsOffered, selectSuggestionsOpen } from '../../src/machines/listingSearch';
import { listingSearchEventFixtures as fixtures, listingSearchModel, listingSearchSystemEvents, listingSearchVariants } from './listingSearch.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const [short, long] = fixtures['search.typed'];
const pause = systemEvent(listingSearchSystemEvents, 'xstate.after.');
const answered = systemEvent(listingSearchSystemEvents, 'xstate.done.actor.');
const [priceAsc, relevance, nearest] = fixtures['sort.changed'];

const shown = (snapshot: ListingSearchSnapshot) => ({
  open: selectSuggestionsOpen(snapshot),
  sort: selectSort(snapshot),
  offered: selectSortsOffered(snapshot),
  query: searchQueryOf(snapshot.context),
});

describe('listing search machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(listingSearchModel);
  });

  it('asks for suggestions only after the pause, and never for under 2 characters', async () => {
    const shortText = await replayJourney(listingSearchModel, listingSearchVariants.empty, [short]);
    expect(shortText.state.value).toBe('closed');
    const waiting = await replayJourney(listingSearchModel, listingSearchVariants.empty, [long]);
    expect(waiting.state.value).toBe('waiting');
    const open = await replayJourney(listingSearchModel, listingSearchVariants.empty, [long, pause, answered]);
    expect(shown(open.state as ListingSearchSnapshot)).toMatchObject({ open: true, sort: 'newest', query: {} });
    const shortened = await replayJourney(listingSearchModel, listingSearchVariants.empty, [long, pause, answered, short]);
    expect(shown(shortened.state as ListingSearchSnapshot).open).toBe(false);
  });

  it('submitting searches the words by relevance; an order and Nearest (once located) are kept with them', async () => {
    const submitted = await replayJourney(listingSearchModel, listingSearchVariants.empty, [long, ...fixtures['search.submitted']]);
    expect(shown(submitted.state as ListingSearchSnapshot)).toEqual({ open: false, sort: 'relevance', offered: 'relevance,newest,price_asc,price_desc,most_liked', query: { q: 'ankra' } });
    const sorted = await replayJourney(listingSearchModel, listingSearchVariants.fromNavbar, [priceAsc]);
    expect(shown(sorted.state as ListingSearchSnapshot).query).toEqual({ q: 'ankara', sort: 'price_asc' });
    const notLocated = await replayJourney(listingSearchModel, listingSearchVariants.fromNavbar, [nearest]);
    expect(shown(notLocated.state as ListingSearchSnapshot).sort).toBe('relevance');
    const located = await replayJourney(listingSearchModel, listingSearchVariants.located, [nearest]);
    expect(shown(located.state as ListingSearchSnapshot).query).toEqual({ q: 'ankara', sort: 'nearest', lat: 6.6, lng: 3.35, radius: 20_000 });
  });

  it('clearing the words drops Best match for Newest and emits the search for the feed', () => {
    const actor = createActor(listingSearchMachine, { input: { text: 'ankara' } }).start();
    const applied: ListingSearchEmitted[] = [];
    actor.on('search.applied', (event) => applied.push(event));
    actor.send(relevance ?? { type: 'sort.changed', sort: 'relevance' });
    actor.send({ type: 'search.cleared' });
    expect(applied.map((event) => event.query)).toEqual([{ q: 'ankara', sort: 'relevance' }, {}]);
    expect(selectSort(actor.getSnapshot())).toBe('newest');
    actor.stop();
  });
});
