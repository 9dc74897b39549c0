import { postPagePath, profilePagePath } from '../../../src/contract';
import type { SitemapPost, SitemapStore } from '../../store/sitemap.store';
import { escapeMarkup } from './escape-markup';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URL_CAP = 50_000;

function entry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}</url>`;
}

/** sitemap.xml: the marketplace, then the stores and the posts as given (newest first), URLs absolute. */
export function sitemapXml(publicUrl: string, stores: readonly SitemapStore[], posts: readonly SitemapPost[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(`${publicUrl}/`),
    ...stores.map((store) => entry(`${publicUrl}${profilePagePath(store.username)}`, store.changed_at)),
    ...posts.map((post) => entry(`${publicUrl}${postPagePath(post.id)}`, post.created_at)),
    '</urlset>',
    '',
  ].join('\n');
}
