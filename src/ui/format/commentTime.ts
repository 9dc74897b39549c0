import { DAY_SECONDS, DAYS_SHOWN, HOUR_SECONDS, MINUTE_SECONDS, parse, secondsSince, type Instant } from './relativeTime';

/* Apart from the posts' times: the feed's first render shows no comment. */

/**
 * A comment's time: just now under a minute, then 5m ago, 3h ago, 12d ago up
 * to 29 days, then the date in `locale` (the browser's when omitted).
 * A missing or invalid date reads now.
 */
export function commentTime(iso: Instant | null | undefined, now: Instant, locale?: string): string {
  const date = parse(iso);
  const current = parse(now);
  if (!date || !current) return 'now';
  const seconds = secondsSince(date, current);
  if (seconds < MINUTE_SECONDS) return 'just now';
  if (seconds < HOUR_SECONDS) return `${Math.floor(seconds / MINUTE_SECONDS)}m ago`;
  if (seconds < DAY_SECONDS) return `${Math.floor(seconds / HOUR_SECONDS)}h ago`;
  const days = Math.floor(seconds / DAY_SECONDS);
  if (days < DAYS_SHOWN) return `${days}d ago`;
  return date.toLocaleDateString(locale);
}
