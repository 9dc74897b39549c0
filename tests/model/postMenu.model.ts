/** The model of a post card's menu: hide, report, save, the confirmed delete, for owners, members and visitors. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { postMenuActors, postMenuMachine, type PostMenuContext, type PostMenuEvent } from '../../src/machines/postMenu';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const postMenuEventFixtures = {
  'menu.toggled': [{ type: 'menu.toggled' }],
  'menu.dismissed': [{ type: 'menu.dismissed' }],
  'hide.requested': [{ type: 'hide.requested' }],
  'report.requested': [{ type: 'report.requested' }],
  'report.closed': [{ type: 'report.closed' }],
  'save.requested': [{ type: 'save.requested' }],
  'delete.requested': [{ type: 'delete.requested' }],
  'delete.confirmed': [{ type: 'delete.confirmed' }],
  'delete.cancelled': [{ type: 'delete.cancelled' }],
} satisfies EventFixtures<PostMenuEvent>;

/** Deleted; refused because the session is gone; refused otherwise. */
export const postMenuOutputFixtures = {
  hidePost: [undefined],
  savePost: [{ post_id: 42, saved: true, message: MESSAGES.postSaved }],
  removePost: [
    { ok: true },
    { ok: false, failure: { status: 401, message: 'Session expired' } },
    { ok: false, failure: { status: 500, message: MESSAGES.deletePostFailed } },
  ],
} satisfies OutputFixtures<typeof postMenuActors>;

export const postMenuSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof postMenuActors.hidePost>(postMenuMachine, 'hidePost', postMenuOutputFixtures.hidePost),
  ...errorEvents(postMenuMachine, 'hidePost'),
  ...doneEvents<typeof postMenuActors.savePost>(postMenuMachine, 'savePost', postMenuOutputFixtures.savePost),
  ...errorEvents(postMenuMachine, 'savePost'),
  ...doneEvents<typeof postMenuActors.removePost>(postMenuMachine, 'removePost', postMenuOutputFixtures.removePost),
  ...errorEvents(postMenuMachine, 'removePost'),
];

const post = { postId: 42, saved: false };

export const postMenuVariants = {
  member: { name: "a member on someone else's post", input: { ...post, signedIn: true, isOwner: false } },
  owner: { name: 'the owner on their post', input: { ...post, signedIn: true, isOwner: true } },
  visitor: { name: 'a visitor', input: { ...post, signedIn: false, isOwner: false } },
} satisfies Record<string, ModelVariant>;

export const postMenuModel: MachineModel = {
  name: 'postMenu',
  machine: postMenuMachine,
  variants: Object.values(postMenuVariants),
  events: [...fixtureEvents<PostMenuEvent>(postMenuEventFixtures), ...postMenuSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, saved: (snapshot.context as PostMenuContext).saved }),
};
