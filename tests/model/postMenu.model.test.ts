import { describe, expect, it } from 'vitest';
import { selectIsConfirming, selectIsDeleting, selectIsOpen, selectSaved, type PostMenuSnapshot } from '../../src/machines/postMenu';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { postMenuEventFixtures as fixtures, postMenuModel, postMenuSystemEvents, postMenuVariants } from './postMenu.model';

const saved = systemEvent(postMenuSystemEvents, 'xstate.done.actor.savePost');
const deleteRefused = systemEvent(postMenuSystemEvents, 'xstate.done.actor.removePost', 2);
const [toggle] = fixtures['menu.toggled'];
const [remove] = fixtures['delete.requested'];
const shown = (snapshot: PostMenuSnapshot) => ({
  value: snapshot.value,
  open: selectIsOpen(snapshot),
  confirming: selectIsConfirming(snapshot),
  deleting: selectIsDeleting(snapshot),
  saved: selectSaved(snapshot),
});
const state = (value: string, saved = false) => ({ value, open: value === 'open', confirming: value === 'confirming', deleting: value === 'deleting', saved });

describe('post menu machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(postMenuModel);
  });

  const journeys = [
    { name: 'delete asks first', variant: postMenuVariants.owner, events: [toggle, remove], shown: state('confirming') },
    { name: "a member cannot delete someone else's post", variant: postMenuVariants.member, events: [toggle, remove], shown: state('closed') },
    { name: 'a refused delete leaves the post', variant: postMenuVariants.owner, events: [toggle, remove, ...fixtures['delete.confirmed'], deleteRefused], shown: state('closed') },
    { name: 'a hidden post is gone for good', variant: postMenuVariants.member, events: [toggle, ...fixtures['hide.requested'], systemEvent(postMenuSystemEvents, 'xstate.done.actor.hidePost')], shown: state('hidden') },
    { name: 'a saved post reads saved', variant: postMenuVariants.member, events: [toggle, ...fixtures['save.requested'], saved], shown: state('closed', true) },
    { name: 'a visitor sends nothing', variant: postMenuVariants.visitor, events: [toggle, ...fixtures['save.requested']], shown: state('closed') },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(postMenuModel, journey.variant, journey.events);
      expect(shown(path.state as PostMenuSnapshot)).toEqual(journey.shown);
    });
  }
});
