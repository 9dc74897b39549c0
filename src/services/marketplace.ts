import { feedAnswerCheck, hiddenPostsCacheCheck } from '../contract/answerChecks.generated';
import type { HiddenPostsCache } from '../contract/hiddenPosts';
import type { ListingSort } from '../contract/listingSearch';
import type { CategoryType } from '../contract/lookups';
import { FEED_PAGE_QUERY } from '../contract/pages';
import type { FeedAnswer } from '../contract/posts';
import { call } from './api';
import { readSession } from './cookies';

/* The feed's calls, which the first screen makes: their answers are checked without zod's runtime (src/contract/answerChecks.ts). */

/** What the filter panel sends (document 2 section 5): only the filters that are set. */
export type FeedFilterQuery = {
  category?: number;
  category_type?: CategoryType;
  min_price?: number;
  max_price?: number;
  state?: string;
  city?: string;
  delivery_time?: string;
  /** Show sold: sold posts stay in the page. */
  show_sold?: true;
  /** Listing search: the words searched (GET /listings instead of GET /). */
  q?: string;
  /** Listing search: the order (newest without one). */
  sort?: ListingSort;
};

/** One page of the feed: the filters, the page, and from page 2 on the first page's snapshot. */
export type FeedPageRequest = FeedFilterQuery & { page: number; snapshot?: number };

/** GET / as the filter call makes it: per_page 10, paginate true, a refresh timestamp against caches. */
export function fetchFeed(request: FeedPageRequest, signal?: AbortSignal): Promise<FeedAnswer> {
  const query = { ...request, ...FEED_PAGE_QUERY, refresh: Date.now() };
  // A search or a chosen order is a listing search; the plain feed stays on its own (cached) call.
  const path = request.q || request.sort ? '/listings' : '/';
  return call(path, feedAnswerCheck, { query, auth: 'optional', signal, quiet: true });
}

const HIDDEN_POSTS_KEY = 'hiddenPosts';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Blocked storage (privacy mode) reads as none.
    return undefined;
  }
}

function readHiddenCache(): HiddenPostsCache | undefined {
  const raw = storage()?.getItem(HIDDEN_POSTS_KEY);
  if (!raw) return undefined;
  try {
    return hiddenPostsCacheCheck.parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/**
 * The spec's local 'hiddenPosts' list, kept as a cache of what the server last said the signed-in
 * account hid (the server keeps hidden posts per account and leaves them out of that account's feed).
 * The list names its account: a visitor or another account on the same browser reads nothing, and the
 * other account's list (or an old list that named no one) is removed when they do.
 */
export const localHiddenPosts = {
  read(): number[] {
    const cached = readHiddenCache();
    const username = readSession()?.username;
    if (cached && cached.username === username) return cached.post_ids;
    storage()?.removeItem(HIDDEN_POSTS_KEY);
    return [];
  },
  /** The server's answer for the signed-in account replaces the list; with no one signed in there is none. */
  replace(postIds: readonly number[]): void {
    const username = readSession()?.username;
    if (!username) return storage()?.removeItem(HIDDEN_POSTS_KEY);
    storage()?.setItem(HIDDEN_POSTS_KEY, JSON.stringify({ username, post_ids: [...new Set(postIds)] }));
  },
  /** At logout the account's list goes. */
  clear(): void {
    storage()?.removeItem(HIDDEN_POSTS_KEY);
  },
};
