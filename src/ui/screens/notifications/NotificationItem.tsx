import { CalendarClock, Heart, Mail, MessageCircle, Reply, Search, Share2, TrendingDown, UserPlus, type IconComponent } from '../../components/icons';
import type { Notification } from '../../../contract/chats';
import { commentTime } from '../../format';
import { RenewButton } from '../postLife/RenewButton';

const ICONS: Record<Notification['type'], IconComponent> = { like: Heart, comment: MessageCircle, reply: Reply, follow: UserPlus, share: Share2, message: Mail, price_drop: TrendingDown, post_expiring: CalendarClock, post_expired: CalendarClock, saved_search: Search };

/** The post an expiry notice offers to renew (issue 16), if this is one. */
const renewable = (item: Notification): number | null =>
  item.type === 'post_expiring' || item.type === 'post_expired' ? (item.post_id ?? item.data.post_id) : null;

/** One notification: unread ones carry a dot; a click opens what it is about. */
export function NotificationItem({ item, now, onOpen }: { item: Notification; now: number; onOpen: (item: Notification) => void }) {
  const Icon = ICONS[item.type];
  const renewId = renewable(item);
  return (
    <li className="notification" data-scope="notifications" data-part="item" data-unread={item.is_read ? undefined : ''} data-type={item.type}>
      <button type="button" className="notification__button" onClick={() => onOpen(item)}>
        <span className="notification__icon" aria-hidden="true">
          <Icon />
        </span>
        <span className="notification__body">
          <span className="notification__message">{item.message}</span>
          {item.comment_text ? <span className="notification__preview">{item.comment_text}</span> : null}
          <time className="notification__time" dateTime={item.created_at}>
            {commentTime(item.created_at, now)}
          </time>
        </span>
        {item.is_read ? null : <span className="notification__dot" aria-label="Unread" data-part="unread-dot" />}
      </button>
      {renewId === null ? null : <RenewButton postId={renewId} />}
    </li>
  );
}
