import { describe, expect, it } from 'vitest';
import {
  selectIsComposing,
  selectIsFailed,
  selectIsNotFound,
  selectIsStartingChat,
  selectProfile,
  selectViewer,
  type ProfileSnapshot,
} from '../../src/machines/profile';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { profileEventFixtures as fixtures, profileModel, profileSystemEvents, profileVariants } from './profile.model';

const vendor = systemEvent(profileSystemEvents, 'xstate.done.actor.', 0);
const noStore = systemEvent(profileSystemEvents, 'xstate.done.actor.', 1);
const missing = systemEvent(profileSystemEvents, 'xstate.done.actor.', 2);
const failed = systemEvent(profileSystemEvents, 'xstate.done.actor.', 3);
const compose = fixtures['createPost.requested'][0];
const message = fixtures['message.requested'][0];
const shown = (snapshot: ProfileSnapshot) => ({
  viewer: selectViewer(snapshot),
  profile: selectProfile(snapshot)?.user.username ?? null,
  notFound: selectIsNotFound(snapshot),
  failed: selectIsFailed(snapshot),
  composing: selectIsComposing(snapshot),
  startingChat: selectIsStartingChat(snapshot),
});
const page = (viewer: string, more: Partial<ReturnType<typeof shown>> = {}) => ({
  viewer,
  profile: 'nkechi',
  notFound: false,
  failed: false,
  composing: false,
  startingChat: false,
  ...more,
});

describe('profile machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(profileModel);
  });

  const journeys = [
    { name: 'a missing user is not found', variant: profileVariants.member, events: [missing], shown: page('visitor', { profile: null, notFound: true }) },
    { name: 'a failed load can be retried', variant: profileVariants.member, events: [failed], shown: page('visitor', { profile: null, failed: true }) },
    { name: 'the owner with a store composes a post', variant: profileVariants.owner, events: [vendor, compose], shown: page('owner', { composing: true }) },
    { name: 'the owner without a store is told to open one', variant: profileVariants.owner, events: [noStore, compose], shown: page('owner') },
    { name: 'a member starts one chat', variant: profileVariants.member, events: [vendor, message, message], shown: page('visitor', { startingChat: true }) },
    { name: 'a signed-out visitor is sent to log in', variant: profileVariants.signedOut, events: [vendor, message], shown: page('signedOut') },
    { name: 'a reload keeps the shown profile', variant: profileVariants.member, events: [vendor, ...fixtures['profile.reloadRequested']], shown: page('visitor') },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(profileModel, journey.variant, journey.events);
      expect(shown(path.state as ProfileSnapshot)).toEqual(journey.shown);
    });
  }
});
