import { circleOf } from './feed-geo';
import type { FeedScope, FeedStore } from './feed.store';

/** Posts counted at most: beyond them the count is "at least" (100 pages of 10). */
export const FEED_COUNT_CAP = 1000;

/** A feed's `count`: exact, or a lower bound when more posts follow than were counted. */
export type FeedCount = { count: number; exact: boolean };

/**
 * A page's count without a cost that grows with the table: the scope's posts counted up to FEED_COUNT_CAP
 * (an index walk that stops there); past it, "at least" the cap or the posts up to this page. A first
 * page that shows the feed's end needs no count: it read one post past the page, so its ids say.
 */
export async function countOf(feed: FeedStore, scope: FeedScope, viewerId: number | null, offset: number, ids: readonly number[], perPage: number): Promise<FeedCount> {
  if (offset === 0 && ids.length <= perPage) return { count: ids.length, exact: true };
  const atLeast = { count: Math.max(FEED_COUNT_CAP, offset + Math.min(ids.length, perPage)), exact: false };
  if (likelyPastCap(scope, ids) && (await feed.reaches(scope, viewerId, FEED_COUNT_CAP + 1))) return atLeast;
  const counted = await feed.countUpTo(scope, viewerId, 0, FEED_COUNT_CAP);
  return counted <= FEED_COUNT_CAP ? { count: counted, exact: true } : atLeast;
}

/**
 * Whether the page's ids, newest first, are dense enough among the snapshot's ids that the scope likely holds
 * more than twice the cap: then asking whether the cap is passed is cheaper than counting up to it, and a
 * wrong guess costs one short walk. A location filter counts its own way (a square first).
 */
function likelyPastCap(scope: FeedScope, ids: readonly number[]): boolean {
  const newest = ids[0];
  const oldest = ids[ids.length - 1];
  if (circleOf(scope.filters) || newest === undefined || oldest === undefined || ids.length < 2) return false;
  const expected = (ids.length / (newest - oldest + 1)) * scope.snapshot;
  return expected > 2 * FEED_COUNT_CAP;
}
