import type { FeedScope } from './feed.store';

const MAX_PAGES = 20_000;

/** Which page of which feed: its scope, page size and viewer (hidden posts move a viewer's pages). */
export type PageAddress = { scope: FeedScope; perPage: number; viewerId: number | null; page: number };

/**
 * Where pages start. OFFSET makes a deep page read every id before it (page 500 of 10: 4,990 ids).
 * Serving a page tells where it and the next page start (the page reads one id more than it shows),
 * so the next page, and the same page asked again, read from their first id with no offset: an
 * infinite scroll costs the same at page 500 as at page 1. A start is an upper bound on ids, so it
 * stays right whatever is deleted or hidden later (the page then simply continues after it).
 */
export function createFeedCursors() {
  const starts = new Map<string, number>();

  const keyOf = ({ scope, perPage, viewerId, page }: PageAddress) =>
    `${JSON.stringify(scope.filters)}|${scope.snapshot}|${perPage}|${viewerId ?? ''}|${page}`;

  function remember(address: PageAddress, firstId: number): void {
    const key = keyOf(address);
    starts.delete(key);
    if (starts.size >= MAX_PAGES) starts.delete(starts.keys().next().value ?? '');
    starts.set(key, firstId);
  }

  return {
    /** The id the page starts at (inclusive), when a page served before told it. */
    startOf(address: PageAddress): number | undefined {
      return starts.get(keyOf(address));
    },

    /** After serving a page: `ids` as read, the page's ids and then the next page's first. */
    served(address: PageAddress, ids: readonly number[]): void {
      const [first] = ids;
      if (first !== undefined) remember(address, first);
      const next = ids[address.perPage];
      if (next !== undefined) remember({ ...address, page: address.page + 1 }, next);
    },
  };
}

export type FeedCursors = ReturnType<typeof createFeedCursors>;
