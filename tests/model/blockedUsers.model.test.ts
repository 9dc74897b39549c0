import { describe, expect, it } from 'vitest';
import { selectBlockedLoadFailed, selectBlockedUsers, selectCanUnblock, selectUnblocking, type BlockedUsersSnapshot } from '../../src/machines/blockedUsers';
import { blockedUsersEventFixtures as fixtures, blockedUsersModel, blockedUsersSystemEvents, blockedUsersVariant } from './blockedUsers.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const loaded = systemEvent(blockedUsersSystemEvents, 'xstate.done.actor.loadBlockedUsers');
const loadFailed = systemEvent(blockedUsersSystemEvents, 'xstate.error.actor.loadBlockedUsers');
const unblocked = systemEvent(blockedUsersSystemEvents, 'xstate.done.actor.unblockUser');
const unblockFailed = systemEvent(blockedUsersSystemEvents, 'xstate.error.actor.unblockUser');
const [unblockAda, unblockStranger] = fixtures['blocked.unblockClicked'];
const shown = (snapshot: BlockedUsersSnapshot) => ({
  users: selectBlockedUsers(snapshot).map((user) => user.username),
  failed: selectBlockedLoadFailed(snapshot),
  unblocking: selectUnblocking(snapshot),
  canUnblock: selectCanUnblock(snapshot),
});

describe('blocked users machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(blockedUsersModel);
  });

  const journeys = [
    { name: 'a failed load offers Try Again', events: [loadFailed], shown: { users: [], failed: true, unblocking: null, canUnblock: false } },
    { name: 'Unblock waits for the server, one at a time', events: [loaded, unblockAda], shown: { users: ['ada_fabrics', 'bola_b'], failed: false, unblocking: 'ada_fabrics', canUnblock: false } },
    { name: 'an unblocked user leaves the list', events: [loaded, unblockAda, unblocked], shown: { users: ['bola_b'], failed: false, unblocking: null, canUnblock: true } },
    { name: 'a failed Unblock keeps the user', events: [loaded, unblockAda, unblockFailed], shown: { users: ['ada_fabrics', 'bola_b'], failed: false, unblocking: null, canUnblock: true } },
    { name: 'a user not listed is not unblocked', events: [loaded, unblockStranger], shown: { users: ['ada_fabrics', 'bola_b'], failed: false, unblocking: null, canUnblock: true } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(blockedUsersModel, blockedUsersVariant, journey.events);
      expect(shown(path.state as BlockedUsersSnapshot)).toEqual(journey.shown);
    });
  }
});
