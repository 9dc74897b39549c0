import type { FeedAnswer, Post } from '../../contract';
import type { FeedContext } from './feed.types';

/** How many posts a page 1 says its scope holds: at least those it brought, and "1,000+" past what the server counted. */
export function countedItems({ results, pagination }: FeedAnswer): { counted: number; items: string } {
  const counted = Math.max(pagination.count, results.length);
  return { counted, items: `${counted.toLocaleString('en')}${pagination.count_exact ? '' : '+'}` };
}

const withoutHidden = (posts: readonly Post[], hiddenIds: readonly number[]): Post[] =>
  posts.filter((post) => !hiddenIds.includes(post.id));

/** Page 1 replaces whatever was shown. */
export function firstPage(answer: FeedAnswer, hiddenIds: readonly number[]): Partial<FeedContext> {
  return {
    posts: dedupe(withoutHidden(answer.results, hiddenIds)),
    page: answer.pagination.current_page,
    hasNext: answer.pagination.has_next,
    snapshot: answer.pagination.snapshot,
    error: undefined,
  };
}

/** A later page adds the posts not shown yet, in order. */
export function nextPage(context: FeedContext, answer: FeedAnswer): Partial<FeedContext> {
  return {
    posts: dedupe([...context.posts, ...withoutHidden(answer.results, context.hiddenIds)]),
    page: answer.pagination.current_page,
    hasNext: answer.pagination.has_next,
  };
}

function dedupe(posts: readonly Post[]): Post[] {
  const seen = new Set<number>();
  return posts.filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
}

export const withoutPost = (posts: readonly Post[], postId: number): Post[] => posts.filter((post) => post.id !== postId);

/**
 * A shown post as its owner just changed it, in its place; a post marked sold leaves a feed that does not show
 * sold posts, as it would on the next load. A post not shown stays out (its page decides where it goes).
 */
export function withChangedPost(posts: readonly Post[], changed: Post, showSold: boolean): Post[] {
  if (changed.sold && !showSold) return withoutPost(posts, changed.id);
  return posts.map((post) => (post.id === changed.id ? changed : post));
}

export const emptyFeed = (): Pick<FeedContext, 'posts' | 'page' | 'hasNext' | 'snapshot'> => ({
  posts: [],
  page: 0,
  hasNext: false,
  snapshot: undefined,
});
