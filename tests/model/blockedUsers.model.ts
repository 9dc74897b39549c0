/** The model of Settings → Blocked Users: the load and its retry, one Unblock at a time, failed Unblocks. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { BlockedUser } from '../../src/contract';
import { blockedUsersActors, blockedUsersMachine, type BlockedUsersContext, type BlockedUsersEvent } from '../../src/machines/blockedUsers';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel } from './harness';

const blockedUser = (username: string): BlockedUser => ({ username, display_name: `${username} store`, profileimg: '', blocked_at: '2026-11-26T10:00:00.000Z' });

export const blockedUsersEventFixtures = {
  'blocked.retryClicked': [{ type: 'blocked.retryClicked' }],
  'blocked.unblockClicked': [
    { type: 'blocked.unblockClicked', username: 'ada_fabrics' },
    { type: 'blocked.unblockClicked', username: 'not_listed' },
  ],
} satisfies EventFixtures<BlockedUsersEvent>;

export const blockedUsersOutputFixtures = {
  loadBlockedUsers: [[blockedUser('ada_fabrics'), blockedUser('bola_b')]],
  unblockUser: [undefined],
} satisfies OutputFixtures<typeof blockedUsersActors>;

export const blockedUsersSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof blockedUsersActors.loadBlockedUsers>(blockedUsersMachine, 'loadBlockedUsers', blockedUsersOutputFixtures.loadBlockedUsers),
  ...errorEvents(blockedUsersMachine, 'loadBlockedUsers'),
  ...doneEvents<typeof blockedUsersActors.unblockUser>(blockedUsersMachine, 'unblockUser', blockedUsersOutputFixtures.unblockUser),
  ...errorEvents(blockedUsersMachine, 'unblockUser'),
];

export const blockedUsersVariant = { name: 'signed in' };

export const blockedUsersModel: MachineModel = {
  name: 'blockedUsers',
  machine: blockedUsersMachine,
  variants: [blockedUsersVariant],
  events: [...fixtureEvents<BlockedUsersEvent>(blockedUsersEventFixtures), ...blockedUsersSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { users, unblocking } = snapshot.context as BlockedUsersContext;
    return JSON.stringify({ value: snapshot.value, users: users.map((user) => user.username), unblocking });
  },
};
