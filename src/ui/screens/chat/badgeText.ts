import { LIMITS } from '../../../contract/constants';

/** An unread count as a badge: 9+ above 9. */
export const badgeText = (count: number): string => (count > LIMITS.unreadBadgeMax ? `${LIMITS.unreadBadgeMax}+` : String(count));
