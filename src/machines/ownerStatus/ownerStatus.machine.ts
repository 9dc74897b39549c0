import { assign, enqueueActions, setup } from 'xstate';
import type { PresenceStatus } from '../../contract/presence';
import type { OwnerStatusContext, OwnerStatusEvent, OwnerStatusInput, StatusOwner } from './ownerStatus.types';

/**
 * The profile owner's status selector (online, away, offline). Guarantees: the
 * choice shows at once and is handed to presence, the one owner of the
 * onlineStatus cookie and of POST /user/online-status/ (presence stores it,
 * posts it and repeats it with every heartbeat). A choice made before presence
 * has started is handed over when it does.
 */
export const ownerStatusMachine = setup({
  types: {
    context: {} as OwnerStatusContext,
    events: {} as OwnerStatusEvent,
    input: {} as OwnerStatusInput,
  },
  actions: {
    storeStatus: assign((_, params: { status: PresenceStatus }) => ({ status: params.status, picked: true })),
    attachPresence: assign((_, params: { presence: StatusOwner }) => ({ presence: params.presence })),
    tellPresence: enqueueActions(({ context, enqueue }) => {
      if (context.presence && context.picked) enqueue.sendTo(context.presence, { type: 'status.chosen', status: context.status });
    }),
  },
}).createMachine({
  id: 'ownerStatus',
  context: ({ input }) => ({ status: input.status, presence: input.presence ?? null, picked: false }),
  on: {
    'status.selected': { actions: [{ type: 'storeStatus', params: ({ event }) => event }, 'tellPresence'] },
    'presence.attached': { actions: [{ type: 'attachPresence', params: ({ event }) => event }, 'tellPresence'] },
  },
});
