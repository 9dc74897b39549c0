import { MESSAGES, type ServerSocketMessage } from '../../src/contract';
import { handleCommonFrame, type SocketServices } from './common-frames';
import type { Connection } from './connection';
import { userChannel } from './hub';

const NOTIFICATION_FRAMES: ReadonlySet<ServerSocketMessage['type']> = new Set([
  'notification',
  'like_notification',
  'comment_notification',
  'reply_notification',
  'follow_notification',
  'share_notification',
]);

/**
 * /ws/notifications/: the user's live notifications (document 3, live channels). The user channel also
 * carries partners' presence for the chat sockets; this socket passes on notifications only. It says
 * connection_established once it listens: a client that reloads its lists then misses nothing.
 */
export async function openNotificationsSocket(connection: Connection, services: SocketServices): Promise<void> {
  await connection.listen(userChannel(connection.user.id), (frame) => {
    if (NOTIFICATION_FRAMES.has(frame.type)) connection.send(frame);
  });
  const onlineFriends = await services.presence.onlinePartnersOf(connection.user.id);
  connection.send({ type: 'connection_established', online_friends: onlineFriends });
  connection.start(async (frame) => {
    if (!(await handleCommonFrame(connection, frame, services))) connection.fail(MESSAGES.invalidSocketMessage);
  });
}
