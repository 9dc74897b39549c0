import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../route-deps';
import { EncodedText, sendEncoded } from './encoded-text';
import { SITEMAP_URL_CAP, sitemapXml } from './sitemap';

/** A sitemap is built at most this often (up to 50,000 rows read): crawlers come rarely, anyone may ask. */
const SITEMAP_KEPT_MS = 10 * 60_000;
const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';

/** robots.txt (every page open to crawlers) and sitemap.xml (the marketplace, its stores and posts). */
export function crawlerFilesRoutes({ config, stores, clock }: Pick<RouteDeps, 'config' | 'stores' | 'clock'>): FastifyPluginAsync {
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`;
  let kept: { until: number; sitemap: Promise<EncodedText> } | undefined;

  async function buildSitemap(): Promise<EncodedText> {
    const shops = await stores.sitemap.newestStores(SITEMAP_URL_CAP - 1);
    const posts = await stores.sitemap.newestPosts(SITEMAP_URL_CAP - 1 - shops.length);
    return new EncodedText(sitemapXml(config.publicUrl, shops, posts), 'once');
  }

  function sitemap(): Promise<EncodedText> {
    const now = clock.now().getTime();
    if (!kept || kept.until <= now) {
      const building = buildSitemap();
      kept = { until: now + SITEMAP_KEPT_MS, sitemap: building };
      // A failed build is not kept: the next request tries again.
      building.catch(() => {
        if (kept?.sitemap === building) kept = undefined;
      });
    }
    return kept.sitemap;
  }

  return async (app) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE_CONTROL).send(robots),
    );
    app.get('/sitemap.xml', { compress: false }, async (request, reply) => {
      const body = await sitemap();
      reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE_CONTROL);
      return sendEncoded(request, reply, body);
    });
  };
}
