import type { Notification } from '../../contract/chats';
import { savedSearchHref } from '../../contract/savedSearchQuery';
import { DURATIONS, LIMITS, LIVE_NOTIFICATION_TEXTS, NOTIFICATION_KINDS, type NotificationKind } from '../../contract/constants';
import type { ServerSocketMessage } from '../../contract/socket';
import type { NotificationFilter, NotificationsContext, UnsavedRead } from './notifications.types';

type ActivityFrame = Extract<
  ServerSocketMessage,
  { type: 'like_notification' | 'comment_notification' | 'reply_notification' | 'follow_notification' | 'share_notification' }
>;
type NotificationFrame = Extract<ServerSocketMessage, { type: 'notification' }>;

const ACTIVITY_FRAMES = ['like_notification', 'comment_notification', 'reply_notification', 'follow_notification', 'share_notification'];

const isActivityFrame = (frame: ServerSocketMessage): frame is ActivityFrame => ACTIVITY_FRAMES.includes(frame.type);

const timeOf = (iso: string): number => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
};

const text = (data: Record<string, unknown>, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value ? value : null;
};
const count = (data: Record<string, unknown>, key: string): number | null => {
  const value = data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** '{actor} liked your post' and the like: what the live toast says. */
export function liveText(kind: NotificationKind, actor: string): string {
  return LIVE_NOTIFICATION_TEXTS[kind].replace('{actor}', actor);
}

/** Notices the server writes whole (issue 16): their toast says all they say. */
const WRITTEN_WHOLE: ReadonlySet<NotificationKind> = new Set(['price_drop', 'post_expiring', 'post_expired']);

/** A post title quoted in the recorded texts ('... your post "{title}"'). */
const quotedTitle = (message: string): string | null => /"([^"]*)"\s*$/.exec(message)?.[1] ?? null;

function base(kind: NotificationKind, actor: string, message: string, createdAt: string, id: number): Notification {
  return {
    id,
    type: kind,
    title: WRITTEN_WHOLE.has(kind) ? message : liveText(kind, actor),
    message,
    created_at: createdAt,
    is_read: false,
    actor,
    username: actor,
    post_id: null,
    post_title: quotedTitle(message),
    follower: kind === 'follow' ? actor : null,
    uniquecode: null,
    comment_text: null,
    message_text: null,
    data: { post_id: null, user_id: 0, comment_preview: null },
  };
}

function fromActivity(frame: ActivityFrame, localId: number, now: string): Notification {
  const item = base(frame.activity_type, frame.username, frame.message, now, frame.notification_id ?? localId);
  return {
    ...item,
    post_id: frame.post_id,
    comment_text: frame.comment_preview,
    data: { post_id: frame.post_id, user_id: frame.user_id, comment_preview: frame.comment_preview },
  };
}

function fromNotification(frame: NotificationFrame, localId: number): Notification {
  const { data } = frame;
  const actor = text(data, 'actor') ?? text(data, 'username') ?? text(data, 'sender') ?? '';
  const item = base(frame.notification_type, actor, frame.message, frame.timestamp, count(data, 'id') ?? localId);
  const postId = count(data, 'post_id');
  return {
    ...item,
    post_id: postId,
    post_title: text(data, 'post_title') ?? item.post_title,
    uniquecode: text(data, 'uniquecode') ?? text(data, 'chat_code'),
    comment_text: text(data, 'comment_preview') ?? text(data, 'comment_text'),
    message_text: text(data, 'message_text'),
    data: { post_id: postId, user_id: count(data, 'user_id') ?? 0, comment_preview: text(data, 'comment_preview') },
    ...savedSearchOf(frame),
  };
}

/** A saved search's alert: the search it names, and its own text as the toast's. */
function savedSearchOf({ notification_type: kind, data, message }: NotificationFrame): Partial<Notification> {
  const id = count(data, 'saved_search_id');
  const name = text(data, 'name');
  const query = data['query'];
  if (kind !== 'saved_search' || id === null || name === null || typeof query !== 'object' || query === null) return {};
  return { title: message, saved_search: { id, name, query: query as Record<string, string> } };
}

/** The notification a live frame announces, or null for frames that are not notifications. */
export function liveNotificationOf(frame: ServerSocketMessage, localId: number, now: string): Notification | null {
  if (frame.type === 'notification') return NOTIFICATION_KINDS.includes(frame.notification_type) ? fromNotification(frame, localId) : null;
  if (isActivityFrame(frame)) return fromActivity(frame, localId, now);
  return null;
}

/** The same id, or the same text from the same actor within 5 s (DURATIONS.notificationDuplicateWindow). */
export function isDuplicate(items: readonly Notification[], candidate: Notification): boolean {
  return items.some(
    (item) =>
      item.id === candidate.id ||
      (item.message === candidate.message &&
        item.actor === candidate.actor &&
        Math.abs(timeOf(item.created_at) - timeOf(candidate.created_at)) <= DURATIONS.notificationDuplicateWindow),
  );
}

const newestFirst = (a: Notification, b: Notification) => timeOf(b.created_at) - timeOf(a.created_at);

/** Newest first, at most the 100 newest (LIMITS.notificationsCap), read where they were read here (`readIds`). */
export function arrange(items: readonly Notification[], readIds: readonly number[]): Notification[] {
  return [...items]
    .sort(newestFirst)
    .slice(0, LIMITS.notificationsCap)
    .map((item) => (item.is_read || !readIds.includes(item.id) ? item : { ...item, is_read: true }));
}

/** A live one added: the list arranged, and the live ids still shown (what the cap drops is no longer waited for). */
export function withLive({ items, liveIds, readIds }: Pick<NotificationsContext, 'items' | 'liveIds' | 'readIds'>, item: Notification): Pick<NotificationsContext, 'items' | 'liveIds'> {
  const arranged = arrange([item, ...items], readIds);
  const shown = new Set(arranged.map((each) => each.id));
  return { items: arranged, liveIds: [...liveIds, item.id].filter((id) => shown.has(id)) };
}

/**
 * The server's list, plus the live ones it did not bring: those without a server id, and those that came while
 * the load was on its way (its answer may predate them).
 */
export function mergeLoaded(
  { items, liveIds, readIds }: Pick<NotificationsContext, 'items' | 'liveIds' | 'readIds'>,
  loaded: readonly Notification[],
): Pick<NotificationsContext, 'items' | 'liveIds'> {
  const liveOnly = items.filter((item) => liveIds.includes(item.id) && !isDuplicate(loaded, item));
  return { items: arrange([...loaded, ...liveOnly], readIds), liveIds: liveOnly.map((item) => item.id) };
}

/** The ids a read covers. */
export const idsOf = (read: UnsavedRead): number[] => ('upTo' in read ? read.ids : [read.id]);

/** The items with these ids unread again (a read the server refused). */
export const unread = (items: readonly Notification[], ids: readonly number[]): Notification[] =>
  items.map((item) => (ids.includes(item.id) ? { ...item, is_read: false } : item));

/** What is left after dropping everything created before `cutoff` (ms since the epoch). */
export const keepSince = (items: readonly Notification[], cutoff: number): Notification[] =>
  items.filter((item) => timeOf(item.created_at) >= cutoff);

const FILTER_KINDS: Record<Exclude<NotificationFilter, 'all' | 'unread'>, readonly NotificationKind[]> = {
  likes: ['like'],
  comments: ['comment', 'reply'],
  follows: ['follow'],
  messages: ['message'],
};

export function matchesFilter(item: Notification, filter: NotificationFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unread') return !item.is_read;
  return FILTER_KINDS[filter].includes(item.type);
}

/** Where a click goes: the post popup, the follower's profile, the chat (document 3 section 2), or a saved search's results. */
export function notificationTarget(item: Notification): string | null {
  switch (item.type) {
    case 'like':
    case 'comment':
    case 'reply':
    case 'share':
    case 'price_drop':
    case 'post_expiring':
    case 'post_expired': {
      const postId = item.post_id ?? item.data.post_id;
      return postId === null ? null : `/?postId=${postId}`;
    }
    case 'follow': {
      const who = item.follower || item.actor;
      return who ? `/profile/${encodeURIComponent(who)}` : null;
    }
    case 'message':
      return item.uniquecode ? `/chats/${encodeURIComponent(item.uniquecode)}` : null;
    case 'saved_search':
      return item.saved_search ? savedSearchHref(item.saved_search.query) : null;
  }
}
