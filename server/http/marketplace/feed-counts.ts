import type { Clock } from '../../clock';
import type { FeedScope, FeedStore } from '../../store/feed.store';

/** How long a full count stands; only deletions made by another process can make it stale meanwhile. */
const FULL_COUNT_LIFETIME_MS = 60_000;
const MAX_FILTER_SETS = 1000;

type Total = { snapshot: number; total: number; countedAt: number };

/**
 * Feed totals. Counting is the one cost of a page that grows with the table: a full count reads every
 * post of the filter (on SQLite, 20 ms for a price range at 100,000 posts, 270 ms at a million; a
 * page costs well under 1 ms). So each filter set is counted in full at most once a minute (concurrent
 * pages wait for that one count) and moved to a newer or older snapshot by counting only the ids
 * between the two (a primary-key range: the posts created meanwhile). Within one snapshot a total
 * changes only when a post is deleted, so this process forgets every total when it deletes one; the
 * viewer's hidden posts are subtracted exactly on every page (a count driven by their few hidden rows).
 */
export function createFeedCounts(feed: FeedStore, clock: Clock) {
  const totals = new Map<string, Total>();
  const counting = new Map<string, Promise<unknown>>();

  function remember(key: string, total: Total): void {
    totals.delete(key);
    if (totals.size >= MAX_FILTER_SETS) totals.delete(totals.keys().next().value ?? '');
    totals.set(key, total);
  }

  async function countInFull(key: string, scope: FeedScope): Promise<number> {
    const countedAt = clock.now().getTime();
    const pending = feed.countAll(scope);
    counting.set(key, pending);
    try {
      const total = await pending;
      remember(key, { snapshot: scope.snapshot, total, countedAt });
      return total;
    } finally {
      counting.delete(key);
    }
  }

  /** The known total moved to the scope's snapshot by counting the posts between the two. */
  async function moved(key: string, known: Total, scope: FeedScope): Promise<number> {
    if (scope.snapshot === known.snapshot) return known.total;
    if (scope.snapshot < known.snapshot) {
      return known.total - (await feed.countSince({ filters: scope.filters, snapshot: known.snapshot }, scope.snapshot));
    }
    const total = known.total + (await feed.countSince(scope, known.snapshot));
    remember(key, { ...known, snapshot: scope.snapshot, total });
    return total;
  }

  async function totalOf(scope: FeedScope): Promise<number> {
    const key = JSON.stringify(scope.filters);
    await counting.get(key)?.catch(() => undefined);
    const known = totals.get(key);
    const fresh = known && clock.now().getTime() - known.countedAt < FULL_COUNT_LIFETIME_MS;
    return known && fresh ? moved(key, known, scope) : countInFull(key, scope);
  }

  return {
    /** Posts of the scope the viewer (null: a visitor) can see. */
    async count(scope: FeedScope, viewerId: number | null): Promise<number> {
      const total = await totalOf(scope);
      if (viewerId === null) return total;
      return Math.max(0, total - (await feed.countHidden(scope, viewerId)));
    },

    /** After a deletion: every kept total may be one too many. */
    forget(): void {
      totals.clear();
    },
  };
}

export type FeedCounts = ReturnType<typeof createFeedCounts>;
