import dayjs from 'dayjs';
import { LIMITS } from '../../../contract/constants';

/**
 * The chat's dates and counts (document 3 sections 2 and 4). `now` is passed
 * in so a view renders one consistent moment and tests can fix it.
 */

type Instant = string | number | Date;

const daysBetween = (date: dayjs.Dayjs, now: dayjs.Dayjs): number => now.startOf('day').diff(date.startOf('day'), 'day');

/** A message's time: h:mm A. */
export const messageTime = (iso: Instant): string => dayjs(iso).format('h:mm A');

/** The inbox row's time: MMM D over 7 days, the weekday over 1, Yesterday, else the time. */
export function inboxTime(iso: Instant, now: Instant): string {
  const date = dayjs(iso);
  if (!date.isValid()) return '';
  const days = daysBetween(date, dayjs(now));
  if (days > 7) return date.format('MMM D');
  if (days > 1) return date.format('dddd');
  if (days === 1) return 'Yesterday';
  return date.format('h:mm A');
}

/** The key messages are grouped by: their calendar day, YYYY-MM-DD. */
export const dayKey = (iso: Instant): string => dayjs(iso).format('YYYY-MM-DD');

/** A day's heading: Today, Yesterday, else MMMM D (with the year when it is not this year). */
export function dayHeading(key: string, now: Instant): string {
  const date = dayjs(key);
  const today = dayjs(now);
  const days = daysBetween(date, today);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return date.year() === today.year() ? date.format('MMMM D') : date.format('MMMM D, YYYY');
}

/** Last seen just now, N minutes ago under an hour, N hours ago under a day, else the date. */
export function lastSeenText(iso: Instant | null, now: Instant): string | null {
  if (iso === null) return null;
  const date = dayjs(iso);
  if (!date.isValid()) return null;
  const minutes = Math.max(0, dayjs(now).diff(date, 'minute'));
  if (minutes < 1) return 'Last seen just now';
  if (minutes < 60) return `Last seen ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Last seen ${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `Last seen ${date.format('MMM D, YYYY')}`;
}

/** The last message preview: at most 30 characters, with an ellipsis when cut. */
export function previewText(text: string): string {
  const value = text.trim();
  return value.length > LIMITS.chatPreviewChars ? `${value.slice(0, LIMITS.chatPreviewChars)}...` : value;
}

export { badgeText } from './badgeText';

/** The text an image message carries when it has no caption: never shown. */
export const IMAGE_PLACEHOLDER = '[Image]';
