import type { Session } from '../../services/cookies';
import { inboxMachine } from '../inbox/inbox.machine';
import { notificationsMachine } from '../notifications/notifications.machine';
import { readPresenceInput } from '../presence/presence.actors';
import { presenceMachine } from '../presence/presence.machine';
import { readSocketInput } from '../socket/socket.actors';
import { socketMachine } from '../socket/socket.machine';
import { socketSystemId } from '../socket/socket.rules';

/**
 * The signed-in actors' logic and what the browser gives them to start (the
 * socket's token and jitter seed, whether the page is visible): loaded when a
 * session starts, so a visitor's first page carries none of this code.
 */
export const liveLogic = { socket: socketMachine, notifications: notificationsMachine, inbox: inboxMachine, presence: presenceMachine };

export function readLiveStart(session: Session) {
  return {
    logic: liveLogic,
    socketSystemId: socketSystemId({ channel: 'notifications' }),
    socket: readSocketInput({ channel: 'notifications' }, session),
    presence: readPresenceInput(),
  };
}

export type LiveStart = ReturnType<typeof readLiveStart>;
