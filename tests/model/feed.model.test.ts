import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { FeedContext } from '../../src/machines/feed';
import { postOf } from '../fixtures/marketplace';
import { feedEventFixtures, feedModel, feedSystemEvents, feedVariant, FILTERED_CITY, VIEWER } from './feed.model';
import { expectFullCoverage, replayJourney } from './harness';

type PageLoad = 'loadFirstPage' | 'loadNextPage' | 'loadFilteredPage';
/** Outputs: 0 page 1 with more, 1 the last page 2, 2 nothing, 3 other posts with more. */
const done = (id: PageLoad, output: 0 | 1 | 2 | 3): AnyEventObject => {
  const found = feedSystemEvents.filter((event) => event.type === `xstate.done.actor.${id}`)[output];
  if (!found) throw new Error(`no done event ${id}#${output}`);
  return found;
};
const failed = (id: PageLoad): AnyEventObject => {
  const found = feedSystemEvents.find((event) => event.type === `xstate.error.actor.${id}`);
  if (!found) throw new Error(`no error event ${id}`);
  return found;
};
const [bottom] = feedEventFixtures['feed.bottomReached'];
const [loadMore] = feedEventFixtures['feed.loadMoreClicked'];
const [retry] = feedEventFixtures['feed.retryClicked'];
const [online] = feedEventFixtures['app.online'];
const [applied] = feedEventFixtures['filter.applied'];
const [hide] = feedEventFixtures['feed.postHidden'];
const [remove] = feedEventFixtures['feed.postDeleted'];
const [edited, markedSold] = feedEventFixtures['feed.postChanged'];
if (!edited || !markedSold) throw new Error('two post changes');

const ids = (context: FeedContext) => context.posts.map((post) => post.id);

describe('feed machine, model-based', () => {
  it('replays a shortest path to every state and every transition', async () => {
    await expectFullCoverage(feedModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: string; ids: number[]; context?: Partial<FeedContext> }> = [
      {
        name: 'scroll to the bottom twice: page 2 once, appended without the repeated post',
        events: [done('loadFirstPage', 0), bottom, done('loadNextPage', 1), bottom],
        value: 'loaded',
        ids: [1, 2, 3],
        context: { hasNext: false, page: 2 },
      },
      {
        name: 'Load More fails: the posts stay, with the failure and Try Again',
        events: [done('loadFirstPage', 0), loadMore, failed('loadNextPage'), loadMore],
        value: 'moreFailed',
        ids: [1, 2],
        context: { hasNext: true, error: 'test failure' },
      },
      {
        name: 'Load More fails, the network returns: the same page is asked again and appended',
        events: [done('loadFirstPage', 0), loadMore, failed('loadNextPage'), online, done('loadNextPage', 1)],
        value: 'loaded',
        ids: [1, 2, 3],
        context: { hasNext: false, page: 2 },
      },
      {
        name: 'the first page fails, Try Again shows nothing found',
        events: [failed('loadFirstPage'), retry, done('loadFirstPage', 2)],
        value: 'noContent',
        ids: [],
      },
      {
        name: 'filters replace the feed from page 1 and keep their query for page 2',
        events: [done('loadFirstPage', 0), applied, done('loadFilteredPage', 3), bottom],
        value: 'loadingMore',
        ids: [7, 8],
        context: { query: { city: FILTERED_CITY }, snapshot: 70 },
      },
      {
        name: 'while filters load, the posts stay and page 2 still comes with the old filters; then the filtered page replaces them',
        events: [done('loadFirstPage', 0), bottom, applied, done('loadNextPage', 1), done('loadFilteredPage', 3)],
        value: 'loaded',
        ids: [7, 8],
        context: { query: { city: FILTERED_CITY }, page: 1, hasNext: true },
      },
      {
        name: 'filters that find nothing, then a failed filter: still nothing',
        events: [done('loadFirstPage', 0), applied, done('loadFilteredPage', 2), applied, failed('loadFilteredPage')],
        value: 'noContent',
        ids: [],
        context: { query: { city: FILTERED_CITY } },
      },
      {
        name: 'hiding and deleting every post leaves No Content Found...',
        events: [done('loadFirstPage', 0), hide, remove],
        value: 'noContent',
        ids: [],
        context: { hiddenIds: [1] },
      },
      {
        name: 'a post its owner edits in the popup shows the edit in its place',
        events: [done('loadFirstPage', 0), edited],
        value: 'loaded',
        ids: [1, 2],
        context: { posts: [edited.post, postOf(2, { user: { ...postOf(2).user, username: VIEWER } })] },
      },
      {
        name: 'a post its owner marks sold leaves the default view; the rest stay',
        events: [done('loadFirstPage', 0), markedSold],
        value: 'loaded',
        ids: [2],
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(feedModel, feedVariant, pinned.events);
        const context = path.state.context as FeedContext;
        // The filters region is idle at the end of every journey: each filtered page has come.
        expect(path.state.value).toEqual({ list: pinned.value, filters: 'idle' });
        expect(ids(context)).toEqual(pinned.ids);
        expect(context).toMatchObject(pinned.context ?? {});
      });
    }
  });
});
