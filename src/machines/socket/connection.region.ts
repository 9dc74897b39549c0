import type { ServerSocketMessage } from '../../contract/socket';
import type { ConnectionStatus } from './socket.types';

type Status = { status: ConnectionStatus };
type StatusNotice = { type: 'socket.statusChanged' } & Status;
type FrameNotice = { type: 'socket.received'; message: ServerSocketMessage };

/** Up: the socket is open (the room's banner goes, typing and read receipts may go over it). */
export const isUp = (status: ConnectionStatus): boolean => status === 'connected';
/** Down: not up, nor making its first connection (what shows a banner or starts the offline refresh). */
export const isDown = (status: ConnectionStatus): boolean => status !== 'connected' && status !== 'connecting';

/**
 * The guards of a machine that follows a socket's status (chat room, inbox, notifications): up, no longer
 * up, and down; established: the server listens for this socket now, so a list loaded from here on misses nothing.
 */
export const connectionGuards = {
  isConnected: (_: unknown, params: Status) => isUp(params.status),
  isNotConnected: (_: unknown, params: Status) => !isUp(params.status),
  isDown: (_: unknown, params: Status) => isDown(params.status),
  isEstablished: (_: unknown, params: { message: ServerSocketMessage }) => params.message.type === 'connection_established',
};

const statusOf = ({ event }: { event: StatusNotice }): Status => event;
const frameOf = ({ event }: { event: FrameNotice }) => event;

const wentDown = { guard: { type: 'isDown' as const, params: statusOf }, target: 'down' as const };
const byStatus = <Action extends string>(actions: Action[]) => ({ guard: { type: 'isConnected' as const, params: statusOf }, target: 'up' as const, actions });
const byFrame = <Action extends string>(actions: Action[]) => ({ guard: { type: 'isEstablished' as const, params: frameOf }, target: 'up' as const, actions });

/** Up while the socket's status is connected (the chat room: its socket resumes after the last seq it was given). */
export const upWhenConnected = <const Action extends string>(catchUp: Action) => ({
  catchUp,
  starting: { 'socket.statusChanged': [byStatus([]), wentDown] },
  backUp: { 'socket.statusChanged': byStatus([catchUp]) },
});

/**
 * Up once the server said connection_established: it listens from then on, so the first time up catches up too,
 * on what came between the first load and then (the inbox, the notifications).
 */
export const upWhenEstablished = <const Action extends string>(catchUp: Action) => ({
  catchUp,
  starting: { 'socket.statusChanged': wentDown, 'socket.received': byFrame([catchUp]) },
  backUp: { 'socket.received': byFrame([catchUp]) },
});

/**
 * The region of a machine that follows a socket (chat room, inbox, notifications): starting (the first
 * connection under way, no banner yet; with a `firstConnectGrace` delay, down once it has not opened by then),
 * up, and down (from a drop until it is up again, which catches up with `up.catchUp`; with an `offlineRefresh`
 * delay, the catch-up also repeats after it while down). The machine's setup names the guards
 * (connectionGuards), the catch-up action and the delays.
 */
export function connectionRegion<Starting, BackUp, Action extends string, const Delay extends string = never, const Tag extends string = never>(options: {
  /** upWhenConnected or upWhenEstablished. */
  up: { catchUp: Action; starting: Starting; backUp: BackUp };
  upTag?: Tag;
  downTag?: Tag;
  offlineRefresh?: Delay;
  firstConnectGrace?: Delay;
}) {
  const { up, upTag, downTag, offlineRefresh, firstConnectGrace } = options;
  const { catchUp } = up;
  return {
    initial: 'starting' as const,
    states: {
      starting: {
        ...(firstConnectGrace ? { after: { [firstConnectGrace]: { target: 'down' as const } } } : {}),
        on: up.starting,
      },
      up: {
        tags: upTag ? [upTag] : [],
        on: { 'socket.statusChanged': { guard: { type: 'isNotConnected' as const, params: statusOf }, target: 'down' as const } },
      },
      down: {
        tags: downTag ? [downTag] : [],
        ...(offlineRefresh ? { after: { [offlineRefresh]: { target: 'down' as const, reenter: true, actions: [catchUp] } } } : {}),
        on: up.backUp,
      },
    },
  };
}
