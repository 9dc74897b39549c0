/** Price watches and post expiry (issue 16): limits and texts. */

const DAY = 24 * 60 * 60 * 1000;

export const POST_LIFE = {
  /** A post not renewed for this long is hidden from the feed, search, nearby and other users' profiles. */
  lifetime: 60 * DAY,
  /** Its owner is warned this long before it expires. */
  warningBefore: 7 * DAY,
  /** How often the server looks for posts whose owners are to be told. */
  sweepEvery: 5 * 60 * 1000,
} as const;

export const POST_LIFE_MESSAGES = {
  watchPrice: 'Watch price',
  watching: 'Watching',
  watchSignIn: 'Sign in to watch this price',
  watchStarted: "Watching this post's price. We'll tell you when it drops.",
  watchStopped: 'No longer watching this price.',
  watchFailed: 'Could not change the watch. Please try again.',
  notYourOwnWatch: 'You cannot watch the price of your own post.',
  watchedPostsTitle: 'Watched prices',
  noWatchedPosts: 'You are not watching any prices.',
  watchedPostsFailed: 'Failed to load watched prices.',
  unwatch: 'Unwatch',
  expired: 'Expired',
  renew: 'Renew',
  renewed: 'Post renewed. It shows in the feed for another 60 days.',
  renewFailed: 'Could not renew the post. Please try again.',
  notYourPostToRenew: 'You can only renew your own posts.',
} as const;

/** The texts of the price-drop and expiry notifications ({title}, {price}, {was}: formatted naira). */
export const POST_LIFE_NOTIFICATION_TEXTS = {
  price_drop: 'Price drop: {title} is now {price} (was {was})',
  post_expiring: "Your post '{title}' expires in 7 days",
  post_expired: "Your post '{title}' has expired",
} as const;

/** Whether a post renewed at `renewedAt` has expired at `now` (ms since the epoch). */
export function hasExpired(renewedAt: string, now: number): boolean {
  const renewed = Date.parse(renewedAt);
  return Number.isFinite(renewed) && now - renewed >= POST_LIFE.lifetime;
}
