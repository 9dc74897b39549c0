import { assign, enqueueActions, setup, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { DURATIONS, type OnlineStatusPayload, type PresenceStatus } from '../../contract';
import { isNormalClose, isSocketSystemId } from '../socket/socket.rules';
import { presenceActors, storeOnlineStatus } from './presence.actors';
import type { PresenceContext, PresenceEmitted, PresenceEvent, PresenceInput } from './presence.types';

const payloadOf = (status: PresenceStatus): OnlineStatusPayload =>
  status === 'offline' ? { is_online: false, status } : { is_online: true, status };

/** What is told: the user's own choice of away or offline wins over being around; leaving is always offline. */
const effective = (automatic: PresenceStatus, chosen: PresenceStatus | null): PresenceStatus =>
  automatic !== 'offline' && (chosen === 'away' || chosen === 'offline') ? chosen : automatic;

/** Every socket actor registered in the system (systemIds from socketSystemId: notifications, chat:*, social:*). */
function socketsIn(system: { getAll: () => Record<string, AnyActorRef | undefined> }): Array<[string, AnyActorRef]> {
  const registered = Object.entries(system.getAll());
  return registered.flatMap(([systemId, actor]): Array<[string, AnyActorRef]> => (actor && isSocketSystemId(systemId) ? [[systemId, actor]] : []));
}

/** Whether `user.close` closes the socket: not one closed for good already (1000, 1001, its owner) or refused (4001, 4003). */
const closesOnLeave = (socket: AnyActorRef): boolean => (socket.getSnapshot() as AnyMachineSnapshot).can({ type: 'user.close' });

/**
 * Whether leaving closed the socket: closed, but not by the server's normal close (1000, 1001), which leaving
 * finds closed and leaves alone. Read from the sockets when the page returns rather than kept in the context:
 * what presence did is then all in its own events, and a trace of it replays without the sockets.
 */
function closedByLeaving(socket: AnyActorRef): boolean {
  const snapshot = socket.getSnapshot() as AnyMachineSnapshot;
  const { closeCode } = snapshot.context as { closeCode?: number | null };
  return snapshot.matches('closed') && !(typeof closeCode === 'number' && isNormalClose(closeCode));
}

/**
 * The signed-in user's presence (document 1 section 4).
 *
 * Guarantees:
 * - It starts online (away when the page starts hidden); a visible page is
 *   online, a hidden one away. Every status it enters is posted at once
 *   (POST /user/online-status/) and written to the onlineStatus cookie; a newer
 *   status aborts the post of the older one.
 * - 10 minutes without activity (DURATIONS.inactivityTimeout), visible or not,
 *   makes the user away and closes every socket as inactive (`presence.idle`);
 *   activity or the page becoming visible again makes the user online.
 * - While signed in, a heartbeat repeats the status every 30 s. (The 10 s
 *   connection recheck is each socket's own, whichever actor system runs it.)
 * - Leaving the page (pagehide) posts offline and closes every socket 100 ms
 *   later (`user.close`); a page restored from the back-forward cache is online
 *   again and opens again (`user.reconnect`) the sockets leaving closed, and
 *   only those: one closed for good before (1000, 1001, by its owner) stays closed.
 * - It is the only writer of the onlineStatus cookie and the status post: the
 *   profile's selector sends `status.chosen`, and a chosen away or offline
 *   wins over the automatic status until online is chosen again.
 * - Sockets are reached through the actor system (systemIds from
 *   socketSystemId); whatever else listens gets the same requests as emitted events.
 */
const presenceSetup = setup({
  types: {
    context: {} as PresenceContext,
    events: {} as PresenceEvent,
    input: {} as PresenceInput,
    emitted: {} as PresenceEmitted,
  },
  actors: presenceActors,
  delays: {
    inactivityTimeout: DURATIONS.inactivityTimeout,
    presenceHeartbeat: DURATIONS.presenceHeartbeat,
    leaveCloseDelay: DURATIONS.leaveCloseDelay,
  },
  guards: {
    startsVisible: ({ context }) => context.startsVisible,
    isVisible: (_, params: { visible: boolean }) => params.visible,
    isHidden: (_, params: { visible: boolean }) => !params.visible,
  },
  actions: {
    setStatus: assign(({ context }, params: { status: PresenceStatus }) => ({ automatic: params.status, status: effective(params.status, context.chosen) })),
    choose: assign(({ context }, params: { status: PresenceStatus }) => ({ chosen: params.status, status: effective(context.automatic, params.status) })),
    storeOnlineStatus: (_, params: { status: PresenceStatus }) => storeOnlineStatus(params.status),
    // A heartbeat still unanswered after 30 s is abandoned for the new one.
    sendHeartbeat: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('heartbeat');
      enqueue.spawnChild('postOnlineStatus', { id: 'heartbeat', input: payloadOf(context.status) });
    }),
    closeSocketsAsInactive: enqueueActions(({ system, enqueue }) => {
      for (const [, socket] of socketsIn(system)) enqueue.sendTo(socket, { type: 'presence.idle' });
      enqueue.emit({ type: 'sockets.closeRequested', reason: 'inactive' });
    }),
    closeSocketsOnLeave: enqueueActions(({ system, enqueue }) => {
      for (const [, socket] of socketsIn(system)) if (closesOnLeave(socket)) enqueue.sendTo(socket, { type: 'user.close' });
      enqueue.emit({ type: 'sockets.closeRequested', reason: 'leaving' });
    }),
    reopenSocketsClosedOnLeave: enqueueActions(({ system, enqueue }) => {
      for (const [, socket] of socketsIn(system)) if (closedByLeaving(socket)) enqueue.sendTo(socket, { type: 'user.reconnect' });
      enqueue.emit({ type: 'sockets.reopenRequested' });
    }),
  },
});

type PresenceState = Parameters<typeof presenceSetup.createStateConfig>[0];

// Each status entered is set, written to the cookie and posted (leaving the state aborts its post), then `also`.
const announced = (status: PresenceStatus, also: 'closeSocketsAsInactive'[] = []) =>
  ({
    entry: [
      { type: 'setStatus', params: { status } },
      { type: 'storeOnlineStatus', params: ({ context }) => ({ status: context.status }) },
      ...also,
    ],
    invoke: { src: 'postOnlineStatus', input: ({ context }) => payloadOf(context.status) },
  }) satisfies PresenceState;

// Online or away, 10 minutes without activity make the user idle.
const watchingActivity = {
  initial: 'watching',
  states: {
    watching: {
      after: { inactivityTimeout: { target: '#presence.signedIn.status.idle' } },
      on: { 'user.activity': { target: 'watching', reenter: true } },
    },
  },
} satisfies PresenceState;

export const presenceMachine = presenceSetup.createMachine({
  id: 'presence',
  context: ({ input }) => ({ status: 'online', automatic: 'online', chosen: null, startsVisible: input.visible ?? true }),
  // The page is watched for the whole session, so a page restored after leaving is seen too.
  invoke: { src: 'watchPage', id: 'page' },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsVisible', target: 'signedIn' }, { target: '#presence.signedIn.status.away' }],
    },
    signedIn: {
      type: 'parallel',
      on: {
        'app.left': { target: 'left' },
        // The profile's status selector: stored and told at once, and by every heartbeat after.
        'status.chosen': {
          actions: [
            { type: 'choose', params: ({ event }) => event },
            { type: 'storeOnlineStatus', params: ({ context }) => ({ status: context.status }) },
            'sendHeartbeat',
          ],
        },
      },
      states: {
        status: {
          initial: 'online',
          states: {
            online: {
              tags: ['online'],
              ...announced('online'),
              on: {
                'app.visibilityChanged': { guard: { type: 'isHidden', params: ({ event }) => event }, target: 'away' },
              },
              ...watchingActivity,
            },
            // The tab is hidden; its idle time still counts.
            away: {
              tags: ['away'],
              ...announced('away'),
              on: {
                'app.visibilityChanged': { guard: { type: 'isVisible', params: ({ event }) => event }, target: 'online' },
              },
              ...watchingActivity,
            },
            // 10 minutes without activity: away, with every socket closed (connection status inactive).
            idle: {
              tags: ['away', 'inactive'],
              ...announced('away', ['closeSocketsAsInactive']),
              on: {
                'user.activity': { target: 'online' },
                'app.visibilityChanged': { guard: { type: 'isVisible', params: ({ event }) => event }, target: 'online' },
              },
            },
          },
        },
        heartbeat: {
          initial: 'beating',
          states: {
            beating: {
              after: { presenceHeartbeat: { target: 'beating', reenter: true, actions: 'sendHeartbeat' } },
            },
          },
        },
      },
    },
    // The page is going away: offline at once, sockets closed 100 ms later (the post is still in flight meanwhile).
    left: {
      tags: ['offline'],
      ...announced('offline'),
      // Back from the back-forward cache (pageshow, or the page visible again if the browser tells that first).
      on: {
        'app.restored': { target: 'signedIn', actions: 'reopenSocketsClosedOnLeave' },
        'app.visibilityChanged': { guard: { type: 'isVisible', params: ({ event }) => event }, target: 'signedIn', actions: 'reopenSocketsClosedOnLeave' },
      },
      initial: 'closingSockets',
      states: {
        closingSockets: {
          after: { leaveCloseDelay: { target: 'socketsClosed', actions: 'closeSocketsOnLeave' } },
        },
        socketsClosed: {},
      },
    },
  },
});
