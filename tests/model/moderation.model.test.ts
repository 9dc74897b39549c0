import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { selectCanAct, selectDraft, selectModerationView, selectQueueItems, selectRefusal, type ModerationSnapshot } from '../../src/machines/moderation';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { moderationEventFixtures as fixtures, moderationModel, moderationSystemEvents, moderationVariant } from './moderation.model';
import { MODERATION_SCREEN_TEXTS } from '../../src/contract/texts.moderationScreen';

const event = (prefix: string, index = 0) => systemEvent(moderationSystemEvents, prefix, index);
const loaded = event('xstate.done.actor.loadQueue');
const refused = event('xstate.done.actor.loadQueue', 1);
const loadFailed = event('xstate.error.actor.loadQueue');
const serverFailed = event('xstate.done.actor.loadQueue', 2);
const loadedReview = event('xstate.done.actor.loadQueue', 3);
const done = event('xstate.done.actor.sendAction');
const actionRefused = event('xstate.done.actor.sendAction', 1);
const actionFailed = event('xstate.error.actor.sendAction');
const [dismissUser, dismissStranger] = fixtures['target.dismissClicked'];
const [hidePost, hideUser, hideReview] = fixtures['target.hideClicked'];
const [suspendPostOwner] = fixtures['target.suspendClicked'];
const [reason, blankReason] = fixtures['suspension.reasonChanged'];
const [future, past] = fixtures['suspension.untilChanged'];
const [submit] = fixtures['suspension.submitted'];

const shown = (snapshot: ModerationSnapshot) => ({
  view: selectModerationView(snapshot),
  items: selectQueueItems(snapshot).map((item) => `${item.kind}:${item.target_id}`),
  canAct: selectCanAct(snapshot),
  errors: selectDraft(snapshot)?.errors ?? null,
  failure: snapshot.context.failure?.message ?? null,
});

describe('moderation machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(moderationModel);
  }, 60_000);

  const both = ['post:7', 'user:3'];
  const journeys = [
    { name: 'anyone but a moderator is not allowed', events: [refused], shown: { view: 'notAllowed', items: [], canAct: false, errors: null, failure: null } },
    { name: 'a server failure is no refusal: Try Again', events: [serverFailed], shown: { view: 'failed', items: [], canAct: false, errors: null, failure: null } },
    { name: 'a failed load offers Try Again', events: [loadFailed], shown: { view: 'failed', items: [], canAct: false, errors: null, failure: null } },
    { name: 'a dismissed target leaves the queue once the server has done it', events: [loaded, dismissUser, done], shown: { view: 'queue', items: ['post:7'], canAct: true, errors: null, failure: null } },
    { name: 'an action waits for the server, one at a time', events: [loaded, hidePost], shown: { view: 'queue', items: both, canAct: false, errors: null, failure: null } },
    { name: 'a refused hide keeps the post and says why', events: [loaded, hidePost, actionRefused], shown: { view: 'queue', items: both, canAct: true, errors: null, failure: MESSAGES.nothingToModerate } },
    { name: 'a reported review is hidden while the server does it', events: [loadedReview, hideReview], shown: { view: 'queue', items: ['review:12'], canAct: false, errors: null, failure: null } },
    { name: 'a hidden review leaves the queue once the server has done it', events: [loadedReview, hideReview, done], shown: { view: 'queue', items: [], canAct: true, errors: null, failure: null } },
    { name: 'a user cannot be hidden, and a target not listed is not acted on', events: [loaded, hideUser, dismissStranger], shown: { view: 'queue', items: both, canAct: true, errors: null, failure: null } },
    {
      name: 'a suspension needs a reason and a day after today',
      events: [loaded, suspendPostOwner, blankReason, past, submit],
      shown: { view: 'queue', items: both, canAct: false, errors: { reason: MESSAGES.suspensionReasonRequired, until: MESSAGES.suspensionEndRequired }, failure: null },
    },
    {
      name: 'a failed suspension keeps the form as typed and says so',
      events: [loaded, suspendPostOwner, reason, future, submit, actionFailed],
      shown: { view: 'queue', items: both, canAct: false, errors: {}, failure: MODERATION_SCREEN_TEXTS.actionFailed },
    },
    { name: 'a suspension sent removes the target', events: [loaded, suspendPostOwner, reason, future, submit, done], shown: { view: 'queue', items: ['user:3'], canAct: true, errors: null, failure: null } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(moderationModel, moderationVariant, journey.events);
      expect(shown(path.state as ModerationSnapshot)).toEqual(journey.shown);
    });
  }

  it('a suspension is sent with the reason trimmed and the end day as an instant', async () => {
    const path = await replayJourney(moderationModel, moderationVariant, [loaded, suspendPostOwner, { type: 'suspension.reasonChanged', value: ' Sells fakes ' }, future, submit]);
    const snapshot = path.state as ModerationSnapshot;
    expect(snapshot.context.acting).toEqual({ kind: 'post', target_id: 7, action: 'suspend' });
    expect(selectRefusal(snapshot)).toBeNull();
  });
});
