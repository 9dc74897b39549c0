/** How the feed draws its posts: compact cards in a dense grid, or full cards. */
export type FeedLayout = 'compact' | 'full';

/** localStorage key of this device's choice (a device setting: it stays after a logout). */
export const FEED_LAYOUT_KEY = 'feedLayout';

const isFeedLayout = (value: string | null): value is FeedLayout => value === 'compact' || value === 'full';

/** The layout this device chose, if it chose one. */
export function readFeedLayout(): FeedLayout | undefined {
  try {
    const stored = localStorage.getItem(FEED_LAYOUT_KEY);
    return isFeedLayout(stored) ? stored : undefined;
  } catch {
    // No storage at all, or blocked (privacy mode): no choice was kept.
    return undefined;
  }
}

export function saveFeedLayout(layout: FeedLayout): void {
  try {
    localStorage.setItem(FEED_LAYOUT_KEY, layout);
  } catch {
    // Blocked storage: the choice lasts as long as the page.
  }
}
