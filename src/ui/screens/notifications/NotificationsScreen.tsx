import { useSelector } from '@xstate/react';
import { RefreshCw } from '../../components/icons';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../contract/chats';
import { MESSAGES } from '../../../contract/constants';
import {
  NOTIFICATION_FILTERS,
  notificationTarget,
  selectCanMarkAllRead,
  selectConnectionLimited,
  selectFilter,
  selectIsLoadingNotifications,
  selectIsRefreshingNotifications,
  selectNotificationsError,
  selectUnreadNotificationCount,
  selectVisibleNotifications,
  type NotificationFilter,
  type NotificationsActorRef,
} from '../../../machines/notifications';
import { useNotificationsRef } from '../../app/AppActor';
import { ConnectionBanner } from '../../components/ConnectionBanner';
import { FilterChips } from '../../components/FilterChips';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/usePageTitle';
import '../../styles/notifications.css';
import { NotificationItem } from './NotificationItem';

const CHIP_LABELS: Record<NotificationFilter, string> = {
  all: 'All',
  unread: 'Unread',
  likes: 'Likes',
  comments: 'Comments',
  follows: 'Follows',
  messages: 'Messages',
};

/** /notification: the signed-in user's notifications with filters, refresh and Mark all as read. */
export function NotificationsScreen() {
  usePageTitle('Notifications');
  const notifications = useNotificationsRef();
  if (!notifications) return <PageLoading />;
  return <NotificationsPage notifications={notifications} />;
}

function NotificationsPage({ notifications }: { notifications: NotificationsActorRef }) {
  const navigate = useNavigate();
  const items = useSelector(notifications, selectVisibleNotifications);
  const filter = useSelector(notifications, selectFilter);
  const unread = useSelector(notifications, selectUnreadNotificationCount);
  const loading = useSelector(notifications, selectIsLoadingNotifications);
  const refreshing = useSelector(notifications, selectIsRefreshingNotifications);
  const error = useSelector(notifications, selectNotificationsError);
  const limited = useSelector(notifications, selectConnectionLimited);
  const socket = useSelector(notifications, (snapshot) => snapshot.context.socket);
  const canMarkAll = useSelector(notifications, selectCanMarkAllRead);
  const now = Date.now();

  // Opening the page shows what the server knows now: what was read on another device, or by reading a chat.
  useEffect(() => notifications.send({ type: 'notifications.refreshRequested' }), [notifications]);

  const open = (item: Notification) => {
    notifications.send({ type: 'notification.opened', id: item.id });
    const target = notificationTarget(item);
    if (target) void navigate(target);
  };

  return (
    <section className="notifications" data-scope="notifications" data-part="root" aria-labelledby="notifications-title">
      <header className="notifications__header">
        <h1 id="notifications-title">Notifications</h1>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => notifications.send({ type: 'notifications.refreshRequested' })}
          disabled={refreshing}
          aria-label="Refresh notifications"
          data-part="refresh"
        >
          <RefreshCw />
        </button>
        {canMarkAll ? (
          <button type="button" className="button button--secondary" onClick={() => notifications.send({ type: 'notifications.allRead' })} data-part="mark-all">
            Mark all as read
          </button>
        ) : null}
      </header>
      {limited ? <ConnectionBanner socket={socket} fallback={MESSAGES.notificationsBanner} className="notifications__banner" /> : null}
      <FilterChips
        choices={NOTIFICATION_FILTERS}
        chosen={filter}
        labelOf={(choice) => (choice === 'unread' ? `${CHIP_LABELS[choice]} (${unread})` : CHIP_LABELS[choice])}
        onChoose={(choice) => notifications.send({ type: 'notifications.filterChosen', filter: choice })}
        label="Filter notifications"
        className="notifications__chips"
        part="chip"
      />
      {loading ? <div className="spinner" role="status" aria-label="Loading notifications" /> : null}
      {error ? (
        <div className="empty-state" role="alert" data-part="error">
          <p>{error}</p>
          <button type="button" className="button button--primary" onClick={() => notifications.send({ type: 'notifications.refreshRequested' })}>
            Try Again
          </button>
        </div>
      ) : null}
      {!loading && !error && items.length === 0 ? (
        <div className="empty-state" data-part="empty">
          <p>{MESSAGES.noNotifications}</p>
          {filter !== 'all' ? (
            <button type="button" className="button button--ghost" onClick={() => notifications.send({ type: 'notifications.filterChosen', filter: 'all' })}>
              {MESSAGES.viewAllNotifications}
            </button>
          ) : null}
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className="card-list" aria-label="Notifications">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} now={now} onOpen={open} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
