import type { Media, Post, PostAuthor } from '../../../src/contract';
import type { PostAuthorRecord, PostMediaRecord, PostRecord } from '../../store/post-records';

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

/**
 * The seller as every viewer sees them. Phones show only when the store displays them (the same
 * rule as the public currentuser); `is_verified` is the store's badge (market_info.verified, the
 * currentuser's `vendor.verified`), not the activated account every poster has.
 */
export function toPostAuthor({ user, market }: PostAuthorRecord): PostAuthor {
  const displaysPhone = market?.display_phone === 1;
  return {
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    is_verified: market?.verified === 1,
    profile: {
      profileimg: user.profileimg,
      phone: market && displaysPhone ? user.phone || market.phone : '',
      city: user.city,
      state: user.state,
      marketname: market?.marketname ?? '',
    },
    vendor: market && {
      marketname: market.marketname,
      city: market.city,
      state: market.state,
      phone: displaysPhone ? market.phone || user.phone : '',
      display_phone: displaysPhone,
      allow_comments: market.allow_comments === 1,
    },
  };
}

/** Posts read as JSON texts (posts.store `cards`) as the contract's objects, for an answer that adds to them. */
export const postsOf = (cards: readonly string[]): Post[] => cards.map((card) => JSON.parse(card) as Post);

/** A post as the contract's `postSchema` says, for the viewer its record was loaded for. */
export function toPost({ post, category, deliveryTime, author, media, liked, saved }: PostRecord): Post {
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    caption: post.caption,
    price: post.price,
    category,
    delivery_time: deliveryTime && { id: deliveryTime.id, value: deliveryTime.value, label: deliveryTime.label },
    delivery_radius: post.delivery_radius,
    created_at: post.created_at,
    no_of_likes: post.no_of_likes,
    no_of_comments: post.no_of_comments,
    liked,
    saved,
    sold: post.sold === 1,
    user: toPostAuthor(author),
    images: media.map(toMedia),
  };
}
