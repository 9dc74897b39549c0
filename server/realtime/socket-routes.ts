import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, LIMITS, MESSAGES, postIdParamsSchema, SOCKET_PATHS, SOCKET_ROOT, type SocketChannel } from '../../src/contract';
import { HttpError } from '../http/http-error';
import type { RateLimit } from '../http/rate-limits';
import type { RouteDeps } from '../http/route-deps';
import type { FrameDirection } from '../metrics/metrics';
import { readText } from '../http/validation';
import type { ChatRoomRow } from '../store/chatRooms.store';
import { openChatSocket } from './chat-socket';
import { openConnection, type Connection } from './connection';
import { openNotificationsSocket } from './notifications-socket';
import { socketOriginAllowed } from './origin';
import { socketErrorHandler } from './socket-errors';
import { presenceTracker } from './presence-tracker';
import { connectionRegistry } from './registry';
import { authFailed, isRefusal, refusal, socketUserOf, type SocketRefusal, type SocketUser } from './socket-access';
import { openSocialSocket } from './social-socket';

export type RealtimeOptions = {
  frameLimit: RateLimit;
  /** Liveness pings to every socket, and the heartbeat frame to chat sockets, this often. */
  heartbeatMs: number;
};

type Granted<T> = { user: SocketUser; target: T };
type Resolve<T> = (request: FastifyRequest, user: SocketUser) => Promise<T | SocketRefusal>;
type Open<T> = (connection: Connection, target: T) => Promise<void>;

const forbiddenRoom = refusal(CLOSE_CODES.forbidden, MESSAGES.realtimeForbidden);
const missingPost = refusal(CLOSE_CODES.normal, MESSAGES.postNotFound);
/** The close reason with 1012 when the process stops (RFC 6455's name for the code): logs and proxies read it. */
export const RESTART_REASON = 'service restart';

/**
 * The three sockets (document 1 section 4): each checks the page's origin, then the `?token=` and what
 * it opens in the HTTP part of the upgrade, so the socket's handlers are attached as soon as it opens.
 * A refusal opens the socket only to close it with the spec's code and text.
 */
export async function registerRealtime(app: FastifyInstance, deps: RouteDeps, options: RealtimeOptions): Promise<void> {
  const { stores, hub, clock, config, metrics } = deps;
  const registry = connectionRegistry(options.heartbeatMs);
  const presence = presenceTracker({
    stores,
    hub,
    log: app.log,
    shuttingDown: () => registry.shuttingDown,
    refreshEveryMs: options.heartbeatMs,
  });
  // A session that ended (logout, password change or reset, signed out elsewhere) keeps no socket open, in any process.
  const stopClosingEndedSessions = await hub.onSessionsEnded((userId) => closeEndedSessions(userId, registry.ofUser(userId)));
  function closeEndedSessions(userId: number, open: Connection[]): void {
    closeEndedSessionsOf(userId, open).catch((error: unknown) => app.log.error({ err: error }, 'ended sessions could not be closed'));
  }
  async function closeEndedSessionsOf(userId: number, open: Connection[]): Promise<void> {
    if (open.length === 0) return;
    const live = new Set(await stores.tokens.idsOfUser(userId));
    for (const connection of open) {
      if (!live.has(connection.user.tokenId)) connection.close(CLOSE_CODES.authenticationFailed, MESSAGES.realtimeAuthFailed);
    }
  }
  // Before the onClose hooks, which close the database.
  app.addHook('preClose', async () => {
    await stopClosingEndedSessions();
    await presence.stop();
  });
  // onClose hooks run latest first: this one, once the listener is closed, before the hub's and the database's (added earlier).
  app.addHook('onClose', () => registry.framesHandled(config.shutdownGraceMs));
  const services = { stores, hub, clock, presence, log: app.log, push: deps.push };
  await app.register(websocket, {
    options: { maxPayload: LIMITS.socketMessageMaxBytes },
    errorHandler: socketErrorHandler,
    // Instead of the plugin's plain close (1005): a code that says come back, to this or another process.
    preClose(done) {
      registry.shutDown(CLOSE_CODES.serviceRestart, RESTART_REASON);
      this.websocketServer.close();
      done();
    },
  });

  /** Starts a granted socket: counted for presence and the sweep, then opened as its kind says. */
  function accept<T>(socket: WebSocket, request: FastifyRequest, granted: Granted<T>, open: Open<T>, channel: SocketChannel): void {
    // The upgrade request's id names the connection in every line of it, its frames' included.
    const log = app.log.child({ connection_id: request.id });
    const counted = (direction: FrameDirection, type: string) => metrics.frame(channel, direction, type);
    const heartbeat = channel === 'chat';
    const connection = openConnection(socket, { user: granted.user, hub, clock, log, frameLimit: options.frameLimit, heartbeat, counted });
    log.info({ path: request.routeOptions.url, userId: granted.user.id }, 'socket opened');
    metrics.socketOpened(channel);
    connection.onClose(() => {
      metrics.socketClosed(channel);
      log.info('socket closed');
    });
    registry.add(connection);
    // A session that ended between the token check and now was not heard by this socket: look once more.
    closeEndedSessions(granted.user.id, [connection]);
    void presence.connected(granted.user);
    connection.onClose(() => presence.disconnected(granted.user));
    open(connection, granted.target).catch((error: unknown) => {
      log.error({ err: error }, 'socket could not open');
      connection.close(CLOSE_CODES.internalError, '');
    });
  }

  function socketRoute<T>(api: FastifyInstance, channel: SocketChannel, resolve: Resolve<T>, open: Open<T>): void {
    const access = new WeakMap<FastifyRequest, Granted<T> | SocketRefusal>();
    api.route({
      method: 'GET',
      url: SOCKET_PATHS[channel],
      // A plain GET (no upgrade) finds nothing here, like any unknown path.
      handler: async (_request, reply) => reply.code(404).send({ message: MESSAGES.notFound }),
      preValidation: async (request) => {
        if (!request.ws) return;
        if (!socketOriginAllowed(config, request.headers.origin)) throw new HttpError(403, MESSAGES.realtimeForbidden);
        const user = await socketUserOf(stores, request);
        if (isRefusal(user)) return void access.set(request, user);
        const target = await resolve(request, user);
        access.set(request, isRefusal(target) ? target : { user, target });
      },
      wsHandler: (socket: WebSocket, request) => {
        const granted = access.get(request) ?? authFailed;
        if (isRefusal(granted)) socket.close(granted.code, granted.reason);
        else accept(socket, request, granted, open, channel);
      },
    });
  }

  const chatRoom: Resolve<ChatRoomRow> = async (request, user) => {
    const uniquecode = readText(request.params, 'uniquecode') ?? '';
    const room = uniquecode ? await stores.chatRooms.findByCode(uniquecode) : undefined;
    return room && stores.chatRooms.isMember(room, user.id) ? room : forbiddenRoom;
  };
  const post: Resolve<number> = async (request) => {
    const params = postIdParamsSchema.safeParse(request.params);
    const target = params.success ? await stores.comments.postTarget(params.data.id) : undefined;
    return target ? target.id : missingPost;
  };

  await app.register(
    async (sockets) => {
      socketRoute(sockets, 'chat', chatRoom, (connection, room) => openChatSocket(connection, room, services));
      socketRoute(sockets, 'notifications', async () => null, (connection) => openNotificationsSocket(connection, services));
      socketRoute(sockets, 'social', post, (connection, postId) => openSocialSocket(connection, postId, services));
    },
    { prefix: SOCKET_ROOT },
  );
}
