import { displayName, formatNaira, placeName, postPagePath, PRODUCT_NAME, profilePagePath, type Media, type Post } from '../../../src/contract';
import type { MarketInfoRow, UserRow } from '../../db/schema';
import type { ShareCard, ShareImage } from './share-tags';

/** Previews show about two lines: a description is cut at a word before this many characters. */
const DESCRIPTION_MAX = 160;
/** The width Open Graph previews are drawn at (1200 px recommended); the widest stored variant up to it is used. */
const PREVIEW_WIDTH = 1200;

/** The text on one line, cut at a word with an ellipsis when longer than `max`. */
function shortText(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const absolute = (pathOrUrl: string, publicUrl: string): string => new URL(pathOrUrl, `${publicUrl}/`).href;

/** The post's first picture at the width previews use, with its height when the picture's shape is known. */
function previewImage(media: readonly Media[], alt: string, publicUrl: string): ShareImage | undefined {
  const row = media.find((item) => item.kind === 'image');
  if (!row) return undefined;
  const { url, width, height, variants } = row;
  const fitting = variants.filter((variant) => variant.width <= PREVIEW_WIDTH).sort((a, b) => b.width - a.width);
  const chosen = fitting[0] ?? (width !== null ? { url, width } : undefined);
  if (!chosen) return { url: absolute(url, publicUrl), alt };
  const shape = width && height ? { width: chosen.width, height: Math.round((chosen.width * height) / width) } : {};
  return { url: absolute(chosen.url, publicUrl), alt, ...shape };
}

/** A post as its shared link previews: title, price and a short description, first picture. */
export function postShareCard(post: Post, publicUrl: string): ShareCard {
  const seller = displayName({ ...post.user, marketname: post.user.profile.marketname });
  const about = post.description.trim() ? post.description : `${seller} on ${PRODUCT_NAME}`;
  const image = previewImage(post.images, post.title, publicUrl);
  return {
    title: post.title,
    description: shortText(`${formatNaira(post.price)} · ${about}`),
    url: absolute(postPagePath(post.id), publicUrl),
    type: 'product',
    image,
    properties: [
      ['product:price:amount', String(post.price)],
      ['product:price:currency', 'NGN'],
    ],
    twitterCard: image ? 'summary_large_image' : 'summary',
  };
}

/** A profile as its shared link previews: the display name, bio (when shown) and place, the profile picture. */
export function profileShareCard(user: UserRow, market: MarketInfoRow | undefined, publicUrl: string): ShareCard {
  const name = displayName({ ...user, marketname: market?.marketname ?? null });
  const place = placeName(market?.city || user.city, market?.state || user.state);
  const about = user.display_bio === 1 && user.bio.trim() ? user.bio : `${name} on ${PRODUCT_NAME}`;
  const picture = user.profileimg.trim();
  return {
    title: name,
    description: shortText([about, place].filter(Boolean).join(' · ')),
    url: absolute(profilePagePath(user.username), publicUrl),
    type: 'profile',
    image: picture ? { url: absolute(picture, publicUrl), alt: name } : undefined,
    properties: [['profile:username', user.username]],
    twitterCard: 'summary',
  };
}
