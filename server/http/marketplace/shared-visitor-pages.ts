import type { Hub } from '../../realtime/hub';
import type { VisitorPages } from '../../store/feed/visitor-pages';

/** The cache's name on the hub. */
const VISITOR_PAGES = 'visitor-pages';

/**
 * The visitors' shared feed pages, cleared in every process at once: a post created or deleted through one process
 * clears them here and, through the hub (Redis pub/sub with REDIS_URL), in every other, so no visitor anywhere is
 * served a page without the new post or with the deleted one. While Redis is away the others keep a page for its
 * second at most.
 */
export async function sharedVisitorPages(pages: VisitorPages, hub: Hub): Promise<VisitorPages> {
  await hub.onCacheChanged((cache) => {
    if (cache === VISITOR_PAGES) pages.clear();
  });
  return {
    ...pages,
    clear() {
      pages.clear();
      void hub.cacheChanged(VISITOR_PAGES);
    },
  };
}
