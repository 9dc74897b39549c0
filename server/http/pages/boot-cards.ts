import { FEED_PHOTO_SIZES } from '../../../src/contract/feedPhotoSizes';
import { formatNaira } from '../../../src/contract/money';
import type { Post } from '../../../src/contract/posts';
import { escapeMarkup } from './escape-markup';

/** The cards drawn before any script: a phone's first screen holds two rows of two. */
export const BOOT_CARDS_SHOWN = 4;

/** Where index.html's skeleton cards stand: the first posts take their place. */
export const BOOT_CARDS_START = '<!--boot-cards-->';
export const BOOT_CARDS_END = '<!--/boot-cards-->';

const attribute = (name: string, value: string | undefined) => (value ? ` ${name}="${escapeMarkup(value)}"` : '');

/** The post's first photo as the app's compact card shows it (same file, same sizes), eager for the first row. */
function photoOf(post: Post, eager: boolean): string {
  const image = post.images.find((media) => media.kind === 'image');
  if (!image) return `<span class="boot-post__text">${escapeMarkup(post.title)}</span>`;
  const srcset = image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  const loading = eager ? ' fetchpriority="high"' : ' loading="lazy"';
  return `<img src="${escapeMarkup(image.url)}"${attribute('srcset', srcset)}${attribute('sizes', srcset ? FEED_PHOTO_SIZES.compact : undefined)} alt=""${loading} decoding="async">`;
}

/**
 * The feed's first posts as plain links (photo, title, price) for index.html's frame: what a visitor on slow data
 * sees while the app's scripts are on their way, and what a browser without scripts can open. The app draws its
 * own cards over them.
 */
export function bootCardsMarkup(posts: readonly Post[]): string {
  return posts
    .slice(0, BOOT_CARDS_SHOWN)
    .map(
      (post, index) =>
        `<a class="boot-card boot-post" href="/post/${post.id}">${photoOf(post, index < 2)}` +
        `<span class="boot-post__title">${escapeMarkup(post.title)}</span><span class="boot-post__price">${escapeMarkup(formatNaira(post.price))}</span></a>`,
    )
    .join('');
}
