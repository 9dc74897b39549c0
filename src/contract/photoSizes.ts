/**
 * A feed card's photo width in each layout (feed.css), as `sizes` tells the browser: compact cards two to a row on
 * phones, else about 210 px (280 px where the sidebars leave the feed under 560 px, from 1001 to 1227 px); full cards
 * the phone's width, else about 320 px (560 px in that squeezed feed). A phone thus fetches the 400 px variant of a
 * compact card. The page's first cards drawn by the server (before any script) use the compact sizes, so the app's
 * cards find the same file in the browser's cache.
 */
export const FEED_PHOTO_SIZES = {
  compact: '(max-width: 599px) 50vw, (min-width: 1001px) and (max-width: 1227px) 280px, 210px',
  full: '(max-width: 599px) 100vw, (min-width: 1001px) and (max-width: 1227px) 560px, 320px',
} as const;

/** A post's photos, shown whole in a frame as wide as the popup or its page, at most 720px (and so the server's first paint of it). */
export const POST_PHOTO_SIZES = '(max-width: 720px) 100vw, 720px';

/** A picture's stored widths as `srcset` reads them (`url 400w, ...`); empty without any. */
export const photoSrcset = (variants: ReadonlyArray<{ width: number; url: string }> = []): string =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
