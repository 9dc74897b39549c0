import type { Media, Post } from '../../../src/contract';
import type { PostMediaRecord } from '../../store/post-records';

type Variant = Media['variants'][number];

function isVariant(value: unknown): value is Variant {
  if (!value || typeof value !== 'object') return false;
  const { width, url } = value as Record<string, unknown>;
  return typeof width === 'number' && typeof url === 'string';
}

/** post_media.variants as written by the create route; anything unreadable counts as none. */
function variantsOf(text: string): Variant[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isVariant).map(({ width, url }) => ({ width, url })) : [];
  } catch {
    return [];
  }
}

export function toMedia(row: PostMediaRecord): Media {
  return { url: row.url, kind: row.kind, width: row.width, height: row.height, variants: variantsOf(row.variants) };
}

/** Posts read as JSON texts (posts.store `cards`) as the contract's objects, for an answer that adds to them. */
export const postsOf = (cards: readonly string[]): Post[] => cards.map((card) => JSON.parse(card) as Post);
