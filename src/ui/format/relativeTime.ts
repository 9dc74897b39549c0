export type Instant = Date | number | string;

export const MINUTE_SECONDS = 60;
export const HOUR_SECONDS = 60 * MINUTE_SECONDS;
export const DAY_SECONDS = 24 * HOUR_SECONDS;
/** Both formats count days below 30, then switch (comments to a date, posts to months). */
export const DAYS_SHOWN = 30;
const MONTHS_SHOWN = 12;

/** A parsed date, or undefined for a missing or unreadable one. The platform's Date: the feed's first render loads no date library. */
export function parse(value: Instant | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** Whole seconds from `date` to `now`; a date in the future counts as 0. */
export const secondsSince = (date: Date, now: Date): number => Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));

/** `date` moved by `months` calendar months, its day kept or, past the month's end, its last day. */
function addMonths(date: Date, months: number): Date {
  const moved = new Date(date);
  moved.setDate(1);
  moved.setMonth(moved.getMonth() + months);
  const lastDay = new Date(moved.getFullYear(), moved.getMonth() + 1, 0).getDate();
  moved.setDate(Math.min(date.getDate(), lastDay));
  return moved;
}

/** Whole calendar months from `date` to `now` (local time). */
function monthsBetween(date: Date, now: Date): number {
  const months = (now.getFullYear() - date.getFullYear()) * 12 + now.getMonth() - date.getMonth();
  return addMonths(date, months) > now ? months - 1 : months;
}

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

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
  const months = Math.max(1, monthsBetween(date, current));
  if (months < MONTHS_SHOWN) return plural(months, 'month');
  return plural(Math.max(1, Math.floor(monthsBetween(date, current) / 12)), 'year');
}
