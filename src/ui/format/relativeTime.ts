import dayjs, { type Dayjs } from 'dayjs';

type Instant = Date | number | string;

const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 60 * MINUTE_SECONDS;
const DAY_SECONDS = 24 * HOUR_SECONDS;
/** Both formats count days below 30, then switch (comments to a date, posts to months). */
const DAYS_SHOWN = 30;
const MONTHS_SHOWN = 12;

/** A parsed date, or undefined for a missing or unreadable one (dayjs(undefined) would mean now). */
function parse(value: Instant | null | undefined): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : undefined;
}

/** Whole seconds from `date` to `now`; a date in the future counts as 0. */
const secondsSince = (date: Dayjs, now: Dayjs): number => Math.max(0, now.diff(date, 'second'));

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

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
  return date.toDate().toLocaleDateString(locale);
}

/**
 * A post's time: just now, 5 minutes ago, 1 hour ago, 3 days ago (under 30),
 * 2 months ago (under 12), 1 year ago. A missing or invalid date reads just now.
 */
export function postTime(iso: Instant | null | undefined, now: Instant): string {
  const date = parse(iso);
  const current = parse(now);
  if (!date || !current) return 'just now';
  const seconds = secondsSince(date, current);
  if (seconds < MINUTE_SECONDS) return 'just now';
  if (seconds < HOUR_SECONDS) return plural(Math.floor(seconds / MINUTE_SECONDS), 'minute');
  if (seconds < DAY_SECONDS) return plural(Math.floor(seconds / HOUR_SECONDS), 'hour');
  const days = Math.floor(seconds / DAY_SECONDS);
  if (days < DAYS_SHOWN) return plural(days, 'day');
  // Calendar months, so 30 days in a 31-day month still reads 1 month.
  const months = Math.max(1, current.diff(date, 'month'));
  if (months < MONTHS_SHOWN) return plural(months, 'month');
  return plural(Math.max(1, current.diff(date, 'year')), 'year');
}
