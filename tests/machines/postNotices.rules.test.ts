import { describe, expect, it } from 'vitest';
import { liveNotificationOf, notificationTarget } from '../../src/machines/notifications/notifications.rules';

/** Price drops and expiry notices (issue 16), as the notification socket sends them. */
const frame = (kind: 'price_drop' | 'post_expiring' | 'post_expired', message: string) =>
  ({
    type: 'notification',
    notification_type: kind,
    message,
    timestamp: '2026-11-27T09:00:00.000Z',
    data: { id: 41, actor: 'ada_fabrics', post_id: 7, post_title: 'Ankara bale' },
  }) as const;

describe('price drops and expiry notices', () => {
  it('toast what the server wrote and open the post', () => {
    for (const [kind, text] of [
      ['price_drop', 'Price drop: Ankara bale is now ₦12,000 (was ₦15,000)'],
      ['post_expiring', "Your post 'Ankara bale' expires in 7 days"],
      ['post_expired', "Your post 'Ankara bale' has expired"],
    ] as const) {
      const item = liveNotificationOf(frame(kind, text), 1, '2026-11-27T09:00:00.000Z');
      expect(item).toMatchObject({ id: 41, type: kind, title: text, message: text, post_id: 7, post_title: 'Ankara bale' });
      expect(item && notificationTarget(item)).toBe('/?postId=7');
    }
  });
});
