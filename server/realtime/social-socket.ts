import { MESSAGES } from '../../src/contract';
import { handleCommonFrame, type SocketServices } from './common-frames';
import type { Connection } from './connection';
import { postChannel } from './hub';

/**
 * /ws/social/post/{id}/: the post's likes, unlikes and comments as they are committed, told by the
 * like and comment calls. A like or comment frame from the client is no act of its own (the calls
 * are), so the server does not pass on what it cannot vouch for.
 */
export async function openSocialSocket(connection: Connection, postId: number, services: SocketServices): Promise<void> {
  await connection.listen(postChannel(postId), (frame) => {
    if (frame.type === 'like' || frame.type === 'comment') connection.send(frame);
  });
  connection.start(async (frame) => {
    if (await handleCommonFrame(connection, frame, services)) return;
    if (frame.type !== 'like' && frame.type !== 'comment') connection.fail(MESSAGES.invalidSocketMessage);
  });
}
