import { useSelector } from '@xstate/react';
import { selectMessagesBadgeCount, selectNotificationsBadgeCount } from '../../../machines/app/app.selectors';
import type { InboxActorRef } from '../../../machines/inbox/inbox.selectors';
import type { NotificationsActorRef } from '../../../machines/notifications/notifications.selectors';
import { useInboxRef, useNotificationsRef } from '../../app/AppActor';
import { badgeText } from '../chat/badgeText';

/** The count as drawn (9+), and in words for the link's name, since a screen reader may skip a label on a plain span. */
function Badge({ count, what }: { count: number; what: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span className="visually-hidden">{`, ${count} unread ${what}`}</span>
      <span className="navbar__badge" aria-hidden="true" data-scope="navbar" data-part="badge">
        {badgeText(count)}
      </span>
    </>
  );
}

function MessagesBadge({ inbox }: { inbox: InboxActorRef }) {
  return <Badge count={useSelector(inbox, selectMessagesBadgeCount)} what="messages" />;
}

function NotificationsBadge({ notifications }: { notifications: NotificationsActorRef }) {
  return <Badge count={useSelector(notifications, selectNotificationsBadgeCount)} what="notifications" />;
}

/** The unread count beside Chats and Notifications, in the navbar and the tab bar (9+ above 9). */
export function NavUnreadBadge({ to }: { to: string }) {
  const inbox = useInboxRef();
  const notifications = useNotificationsRef();
  if (to === '/chats' && inbox) return <MessagesBadge inbox={inbox} />;
  if (to === '/notification' && notifications) return <NotificationsBadge notifications={notifications} />;
  return null;
}
