import type { ServerSocketMessage } from '../../src/contract';
import type { NotificationsTable } from '../db/schema';
import type { RecordedNotice } from '../store/post-notices';

/** What a notice about a post says on the recipient's notification sockets: the recorded one, with its text. */
export function postNoticeFrame(
  kind: Extract<NotificationsTable['kind'], 'price_drop' | 'post_expiring' | 'post_expired'>,
  notice: RecordedNotice,
  text: string,
  post: { id: number; title: string; owner: string },
): ServerSocketMessage {
  return {
    type: 'notification',
    notification_type: kind,
    message: text,
    timestamp: notice.created_at,
    data: { id: notice.id, actor: post.owner, post_id: post.id, post_title: post.title },
  };
}
