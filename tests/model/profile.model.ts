/** The model of a public profile: load outcomes and retry, reloads, Message, Create Post for the owner with a store. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { profileActors, profileMachine, type ProfileContext, type ProfileEvent } from '../../src/machines/profile';
import { vendorProfileOf } from '../fixtures/profile';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const profileEventFixtures = {
  'profile.reloadRequested': [{ type: 'profile.reloadRequested' }],
  'profile.retried': [{ type: 'profile.retried' }],
  'message.requested': [{ type: 'message.requested' }],
  'createPost.requested': [{ type: 'createPost.requested' }],
  'createPost.closed': [{ type: 'createPost.closed' }],
} satisfies EventFixtures<ProfileEvent>;

/** A vendor with a store, the same user before opening one, a missing user, a failure. */
export const profileOutputFixtures = {
  loadProfile: [
    { kind: 'loaded', profile: vendorProfileOf('nkechi') },
    { kind: 'loaded', profile: vendorProfileOf('nkechi', { market_info: null }) },
    { kind: 'notFound' },
    { kind: 'failed' },
  ],
  openChatRoom: [{ uniquecode: 'room-nkechi' }],
} satisfies OutputFixtures<typeof profileActors>;

export const profileSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof profileActors.loadProfile>(profileMachine, 'loadProfile', profileOutputFixtures.loadProfile),
  ...errorEvents(profileMachine, 'loadProfile'),
  ...doneEvents<typeof profileActors.openChatRoom>(profileMachine, 'openChatRoom', profileOutputFixtures.openChatRoom),
  ...errorEvents(profileMachine, 'openChatRoom'),
];

export const profileVariants = {
  owner: { name: 'the owner', input: { username: 'nkechi', viewer: 'nkechi' } },
  member: { name: 'another member', input: { username: 'nkechi', viewer: 'ada' } },
  signedOut: { name: 'a signed-out visitor', input: { username: 'nkechi', viewer: null } },
} satisfies Record<string, ModelVariant>;

export const profileModel: MachineModel = {
  name: 'profile',
  machine: profileMachine,
  variants: Object.values(profileVariants),
  events: [...fixtureEvents<ProfileEvent>(profileEventFixtures), ...profileSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { profile } = snapshot.context as ProfileContext;
    return JSON.stringify({ value: snapshot.value, profile: profile ? Boolean(profile.market_info) : null });
  },
};
