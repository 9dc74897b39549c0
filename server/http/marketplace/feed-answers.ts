import type { FeedAnswer, FeedFilters } from '../../../src/contract';
import type { Stores } from '../../store';
import type { FeedCount } from '../../store/feed/feed-counts';
import { createFeedPages } from '../../store/feed/feed-pages';
import type { VisitorPages } from '../../store/feed/visitor-pages';
import { jsonList } from '../json-text';

/** What a page of posts shows: its posts (JSON texts), where it is, the ids read (one more than the page when another follows) and the count. */
export type PageOfPosts = { cards: readonly string[]; page: number; perPage: number; ids: readonly number[]; total: FeedCount; snapshot: number };

/** A page of posts as the contract's FeedAnswer, in JSON text. */
export function feedAnswerText({ cards, page, perPage, ids, total, snapshot }: PageOfPosts): string {
  const pagination: FeedAnswer['pagination'] = {
    current_page: page,
    total_pages: Math.ceil(total.count / perPage),
    // The page reads one id more than it shows: whether another page follows, whatever the count says.
    has_next: ids.length > perPage,
    has_previous: page > 1,
    count: total.count,
    count_exact: total.exact,
    snapshot,
  };
  return `{"results":${jsonList(cards)},"pagination":${JSON.stringify(pagination)}}`;
}

/**
 * Feed pages as the contract answers them (server/store/feed/feed-pages.ts chooses their posts). A visitor's
 * page is serialised once and shared for a second (visitorPages); the feed route and the app's page for / both
 * read it.
 */
export function createFeedAnswers(stores: Stores, visitorPages: VisitorPages) {
  const pages = createFeedPages(stores);

  /** The page as JSON text (the contract's FeedAnswer), with the viewer's own likes, saves and hidden posts. */
  async function answer(query: FeedFilters, viewerId: number | null): Promise<string> {
    const { ids, scope, total } = await pages.pageFor(query, viewerId);
    const cards = await stores.posts.cards(ids.slice(0, query.per_page), viewerId);
    return feedAnswerText({ cards, page: query.page, perPage: query.per_page, ids, total, snapshot: scope.snapshot });
  }

  /** A visitor's page as JSON text, shared for a second. The parsed query is the key: what visitors add to bust caches (refresh) is not part of it. */
  async function visitorPage(query: FeedFilters): Promise<string> {
    const key = JSON.stringify(query);
    let body = visitorPages.get(key);
    if (body === undefined) {
      body = await answer(query, null);
      visitorPages.set(key, body);
    }
    return body;
  }

  return { answer, visitorPage };
}

export type FeedAnswers = ReturnType<typeof createFeedAnswers>;
