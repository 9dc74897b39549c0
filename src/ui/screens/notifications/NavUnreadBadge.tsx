import { useSelector } from '@xstate/react';
import { selectMessagesBadgeCount, selectNotificationsBadgeCount } from '../../../machines/app/app.selectors';
import type { InboxActorRef } from '../../../machines/inbox/inbox.selectors';
import type { NotificationsActorRef } from '../../../machines/notifications/notifications.selectors';
import { useInboxRef, useNotificationsRef } from '../../app/AppActor';
import { badgeText } from '../chat/badgeText';

function Badge({ count, what }: { count: number; what: string }) {
  if (count <= 0) return null;
  return (
    <span className="navbar__badge" aria-label={`${count} unread ${what}`} data-scope="navbar" data-part="badge">
      {badgeText(count)}
    </span>
  );
}

function MessagesBadge({ inbox }: { inbox: InboxActorRef }) {
  return <Badge count={useSelector(inbox, selectMessagesBadgeCount)} what="messages" />;
}

function NotificationsBadge({ notifications }: { notifications: NotificationsActorRef }) {
  return <Badge count={useSelector(notifications, selectNotificationsBadgeCount)} what="notifications" />;
}

/** The unread count beside Chats and Notifications in the navbar (9+ above 9). */
export function NavUnreadBadge({ to }: { to: string }) {
  const inbox = useInboxRef();
  const notifications = useNotificationsRef();
  if (to === '/chats' && inbox) return <MessagesBadge inbox={inbox} />;
  if (to === '/notification' && notifications) return <NotificationsBadge notifications={notifications} />;
  return null;
}

/**
 * The menu button's name and count on phones, where the links and their badges fold away: unread messages
 * and notifications together, in the name too ('Menu, 3 unread').
 */
export function MenuButtonLabel() {
  const messages = useSelector(useInboxRef(), (inbox) => (inbox ? selectMessagesBadgeCount(inbox) : 0));
  const notifications = useSelector(useNotificationsRef(), (list) => (list ? selectNotificationsBadgeCount(list) : 0));
  const count = messages + notifications;
  return (
    <>
      <span className="visually-hidden">{count > 0 ? `Menu, ${count} unread` : 'Menu'}</span>
      {count > 0 ? (
        <span className="navbar__badge navbar__menu-badge" aria-hidden="true" data-scope="navbar" data-part="menu-badge">
          {badgeText(count)}
        </span>
      ) : null}
    </>
  );
}
