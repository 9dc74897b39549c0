import { z } from 'zod/mini';
import {
  feedAnswerSchema,
  LIMITS,
  MESSAGES,
  postSchema,
  suggestionsAnswerSchema,
  type CategoryType,
  type FeedAnswer,
  type Post,
  type UserSummary,
} from '../contract';
import { call } from './api';

/** What the filter panel sends (document 2 section 5): only the filters that are set. */
export type FeedFilterQuery = {
  category?: number;
  category_type?: CategoryType;
  min_price?: number;
  max_price?: number;
  state?: string;
  city?: string;
  delivery_time?: string;
};

/** One page of the feed: the filters, the page, and from page 2 on the first page's snapshot. */
export type FeedPageRequest = FeedFilterQuery & { page: number; snapshot?: number };

/** GET / as the filter call makes it: per_page 10, paginate true, a refresh timestamp against caches. */
export function fetchFeed(request: FeedPageRequest, signal?: AbortSignal): Promise<FeedAnswer> {
  const query = { ...request, per_page: LIMITS.feedPageSize, paginate: true, refresh: Date.now() };
  return call('/', feedAnswerSchema, { query, auth: 'optional', signal, quiet: true });
}

const singlePostAnswerSchema = z.object({ post: z.optional(postSchema) });

/** GET /post/{id}; an answer without a post is 'Invalid response format'. */
export async function fetchPost(id: number, signal?: AbortSignal): Promise<Post> {
  const answer = await call(`/post/${id}`, singlePostAnswerSchema, { auth: 'optional', signal, quiet: true });
  if (!answer.post) throw new Error(MESSAGES.invalidResponseFormat);
  return answer.post;
}

/** GET /get_users: the vendors the follow-suggestions panel picks from. */
export function fetchSuggestions(signal?: AbortSignal): Promise<UserSummary[]> {
  return call('/get_users', suggestionsAnswerSchema, { auth: 'optional', signal, quiet: true });
}

const HIDDEN_POSTS_KEY = 'hiddenPosts';
const hiddenIdsSchema = z.array(z.int());

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Blocked storage (privacy mode) reads as none.
    return undefined;
  }
}

/** The posts this browser hid (localStorage 'hiddenPosts'); the feed leaves them out. */
export const localHiddenPosts = {
  read(): number[] {
    const raw = storage()?.getItem(HIDDEN_POSTS_KEY);
    if (!raw) return [];
    try {
      const parsed = hiddenIdsSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  },
  write(ids: readonly number[]): void {
    storage()?.setItem(HIDDEN_POSTS_KEY, JSON.stringify([...new Set(ids)]));
  },
  add(id: number): void {
    const ids = localHiddenPosts.read();
    if (!ids.includes(id)) localHiddenPosts.write([...ids, id]);
  },
};
