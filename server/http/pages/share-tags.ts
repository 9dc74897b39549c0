import { PRODUCT_NAME } from '../../../src/contract';
import { escapeMarkup } from './escape-markup';

export type ShareImage = { url: string; alt: string; width?: number; height?: number };

/** What a shared link previews as: Open Graph and Twitter card values, URLs absolute. */
export type ShareCard = {
  title: string;
  description: string;
  /** The canonical address of the page. */
  url: string;
  type: 'product' | 'profile';
  image: ShareImage | undefined;
  /** The type's own Open Graph properties (product:price:amount, profile:username). */
  properties: ReadonlyArray<readonly [string, string]>;
  twitterCard: 'summary' | 'summary_large_image';
};

function meta(attribute: 'name' | 'property', key: string, value: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeMarkup(String(value))}" />`;
}

function imageTags(image: ShareImage | undefined): string[] {
  if (!image) return [];
  return [
    meta('property', 'og:image', image.url),
    ...(image.width && image.height ? [meta('property', 'og:image:width', image.width), meta('property', 'og:image:height', image.height)] : []),
    meta('property', 'og:image:alt', image.alt),
  ];
}

/** The page's <title>, description, canonical link, Open Graph and Twitter card tags, every value escaped. */
export function shareHeadTags(card: ShareCard): string {
  return [
    `<title>${escapeMarkup(`${card.title} | ${PRODUCT_NAME}`)}</title>`,
    meta('name', 'description', card.description),
    `<link rel="canonical" href="${escapeMarkup(card.url)}" />`,
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', card.type),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', card.url),
    ...imageTags(card.image),
    ...card.properties.map(([property, value]) => meta('property', property, value)),
    meta('name', 'twitter:card', card.twitterCard),
  ].join('\n    ');
}
