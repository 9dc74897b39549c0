/** The model of the Follow button: optimistic toggles, the one-in-flight request, changed minds, failures, signed out. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { followActors, followMachine, type FollowContext, type FollowEvent } from '../../src/machines/follow';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const followEventFixtures = {
  'follow.toggled': [{ type: 'follow.toggled' }],
} satisfies EventFixtures<FollowEvent>;

/** The server's answers: now following (11 followers), not following (10). */
export const followOutputFixtures = {
  sendFollow: [
    { isFollowing: true, user_followers: 11 },
    { isFollowing: false, user_followers: 10 },
  ],
} satisfies OutputFixtures<typeof followActors>;

export const followSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof followActors.sendFollow>(followMachine, 'sendFollow', followOutputFixtures.sendFollow),
  ...errorEvents(followMachine, 'sendFollow'),
];

const profile = { username: 'chidi_stores', name: 'Chidi', isFollowing: false, followers: 10 };

export const followVariants = {
  member: { name: 'a member not following', input: { ...profile, signedIn: true } },
  following: { name: 'a member following', input: { ...profile, isFollowing: true, followers: 11, signedIn: true } },
  visitor: { name: 'a visitor', input: { ...profile, signedIn: false } },
} satisfies Record<string, ModelVariant>;

export const followModel: MachineModel = {
  name: 'follow',
  machine: followMachine,
  variants: Object.values(followVariants),
  events: [...fixtureEvents<FollowEvent>(followEventFixtures), ...followSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { server, wanted } = snapshot.context as FollowContext;
    return JSON.stringify({ value: snapshot.value, server, wanted });
  },
};
