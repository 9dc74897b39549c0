import { FEED_PHOTO_SIZES, photoSrcset, POST_PHOTO_SIZES } from '../../../src/contract/photoSizes';
import { formatNaira } from '../../../src/contract/money';
import type { Post } from '../../../src/contract/posts';
import { escapeMarkup } from './escape-markup';

/** The cards drawn before any script: a phone's first screen holds two rows of two. */
export const BOOT_CARDS_SHOWN = 4;

/** Where index.html's skeleton cards stand: the first posts take their place. */
export const BOOT_CARDS_START = '<!--boot-cards-->';
export const BOOT_CARDS_END = '<!--/boot-cards-->';

const attribute = (name: string, value: string | undefined) => (value ? ` ${name}="${escapeMarkup(value)}"` : '');

/**
 * The post's first photo as the app draws it with `sizes` (the same file), or undefined without one; `sized`, with
 * its width and height, so the frame keeps its place before it arrives.
 */
function photoTag(post: Post, sizes: string, loading: string, sized = false): string | undefined {
  const image = post.images.find((media) => media.kind === 'image');
  if (!image) return undefined;
  const srcset = photoSrcset(image.variants);
  const box = sized && image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
  return `<img src="${escapeMarkup(image.url)}"${attribute('srcset', srcset)}${attribute('sizes', srcset ? sizes : undefined)}${box} alt=""${loading} decoding="async">`;
}

/** A card's photo as the app's compact card shows it, eager for the first row; its title in its place without one. */
const cardPhoto = (post: Post, eager: boolean): string =>
  photoTag(post, FEED_PHOTO_SIZES.compact, eager ? ' fetchpriority="high"' : ' loading="lazy"') ?? `<span class="boot-post__text">${escapeMarkup(post.title)}</span>`;

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
        `<a class="boot-card boot-post" href="/post/${post.id}">${cardPhoto(post, index < 2)}` +
        `<span class="boot-post__title">${escapeMarkup(post.title)}</span><span class="boot-post__price">${escapeMarkup(formatNaira(post.price))}</span></a>`,
    )
    .join('');
}

/**
 * A shared post's photo, title and price for index.html's frame, as its page shows them: what a visitor from a link
 * sees while the app's scripts are on their way. The photo is as wide as the page's, so the app's own paint of it
 * is not a larger one.
 */
export function bootPostMarkup(post: Post): string {
  const photo = photoTag(post, POST_PHOTO_SIZES, ' fetchpriority="high"', true) ?? '';
  return `<div class="boot-detail">${photo}<p class="boot-detail__title">${escapeMarkup(post.title)}</p><p class="boot-detail__price">${escapeMarkup(formatNaira(post.price))}</p></div>`;
}

/** What a profile's frame shows: the name the app shows, the username and the cover picture (empty without one). */
export type BootProfile = { name: string; username: string; coverimg: string };

/**
 * A shared profile's cover, name and username for index.html's frame, as its page shows them; the cover as wide
 * and as tall as the page's, so the app's own paint of it is not a larger one.
 */
export function bootProfileMarkup({ name, username, coverimg }: BootProfile): string {
  const cover = coverimg.trim()
    ? `<img class="boot-profile__cover" src="${escapeMarkup(coverimg.trim())}" alt="" fetchpriority="high" decoding="async">`
    : '<div class="boot-profile__cover"></div>';
  return `<div class="boot-profile">${cover}<p class="boot-detail__title">${escapeMarkup(name)}</p><p class="boot-profile__username">@${escapeMarkup(username)}</p></div>`;
}
