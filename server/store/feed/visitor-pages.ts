import type { Clock } from '../../clock';

/** How long visitors share one answer for the same feed query. */
const SHARED_FOR_MS = 1000;
const MAX_PAGES = 500;

/**
 * Feed pages as visitors get them, serialised once and shared for a second (a micro-cache): a
 * visitor's page has no per-viewer parts (liked, saved, hidden), so everyone asking the same
 * query within that second gets the same bytes. Signed-in viewers never read it. New and deleted
 * posts clear it at once, in every process when REDIS_URL is set (http/marketplace/shared-visitor-pages).
 */
export function createVisitorPages(clock: Clock, enabled = true) {
  const pages = new Map<string, { body: string; until: number }>();
  return {
    get(key: string): string | undefined {
      if (!enabled) return undefined;
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.until > clock.now().getTime()) return page.body;
      pages.delete(key);
      return undefined;
    },
    set(key: string, body: string): void {
      if (!enabled) return;
      if (pages.size >= MAX_PAGES) pages.clear();
      pages.set(key, { body, until: clock.now().getTime() + SHARED_FOR_MS });
    },
    clear(): void {
      pages.clear();
    },
  };
}

export type VisitorPages = ReturnType<typeof createVisitorPages>;
