import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { LIMITS, MESSAGES } from '../../src/contract';
import { type CommentsContext } from '../../src/machines/comments';
import { commentsEventFixtures, commentsModel, commentsSystemEvents, commentsVariants } from './comments.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const event = (prefix: string, index = 0): AnyEventObject => systemEvent(commentsSystemEvents, prefix, index);
const loaded = event('xstate.done.actor.loadComments');
const loadFailed = event('xstate.error.actor.loadComments');
const commentSaved = event('xstate.done.actor.sendComment', 0);
const commentRefused = event('xstate.done.actor.sendComment', 1);
const commentsDisabled = event('xstate.done.actor.sendComment', 2);
const replySaved = event('xstate.done.actor.sendReply', 0);
const commentLostOffline = event('xstate.error.actor.sendComment', 1);
const replyLostOffline = event('xstate.error.actor.sendReply', 1);
const onlineForComment = event('xstate.done.actor.waitForNetworkComment');
const onlineForReply = event('xstate.done.actor.waitForNetworkReply');
const reloaded = event('xstate.done.actor.reloadComments');
const [refresh] = commentsEventFixtures['comments.refresh'];
const highlightEnds = event('xstate.after.', 1);
const replyUnlocks = event('xstate.after.', 0);
const [submit, visitorSubmit] = commentsEventFixtures['comment.submitted'];
const [replySubmit] = commentsEventFixtures['reply.submitted'];
const write = commentsEventFixtures['comment.changed'][0];
const toggleReply = commentsEventFixtures['reply.toggled'][0];
const writeReply = commentsEventFixtures['reply.changed'][0];
const expand = commentsEventFixtures['comments.expanded'][0];
const loadMore = commentsEventFixtures['comments.loadMore'][0];

describe('comments machine, model-based', () => {
  it('replays a path to every state and every transition the fixtures reach', async () => {
    await expectFullCoverage(commentsModel);
  }, 120_000);

  describe('pinned journeys', () => {
    const idle = { view: 'collapsed', composer: 'idle', reply: 'idle', live: 'idle', highlight: 'off' };
    const journeys: Array<{
      name: string;
      variant: keyof typeof commentsVariants;
      events: AnyEventObject[];
      value: unknown;
      context: Partial<CommentsContext>;
    }> = [
      { name: 'a failed load offers a retry', variant: 'open', events: [loadFailed], value: 'failed', context: { loadError: MESSAGES.unableToLoadComments } },
      {
        name: 'expanding shows 3, Load more adds 5',
        variant: 'open',
        events: [loaded, highlightEnds, expand, loadMore],
        value: { loaded: { ...idle, view: 'expanded' } },
        context: { shown: LIMITS.commentsExpanded + LIMITS.commentsLoadMore },
      },
      {
        name: 'a comment is counted and replaced by the saved one',
        variant: 'open',
        events: [loaded, highlightEnds, write, submit, commentSaved, highlightEnds],
        value: { loaded: idle },
        context: { count: 5, draft: '', highlighted: [] },
      },
      {
        name: 'a refused comment gives the draft back',
        variant: 'open',
        events: [loaded, highlightEnds, write, submit, commentRefused],
        value: { loaded: { ...idle, highlight: 'on' } },
        context: { count: 4, draft: 'Is it still available?', highlighted: [] },
      },
      {
        name: 'the server closing comments closes the form',
        variant: 'open',
        events: [loaded, highlightEnds, write, submit, commentsDisabled],
        value: { loaded: { ...idle, highlight: 'on' } },
        context: { allowComments: false },
      },
      {
        name: 'a comment lost offline stays, counted, and waits for the network',
        variant: 'open',
        events: [loaded, highlightEnds, write, submit, commentLostOffline, highlightEnds],
        value: { loaded: { ...idle, composer: 'waitingForNetwork' } },
        context: { count: 5, draft: '', nextTempId: -2 },
      },
      {
        name: 'once online it is sent again and replaced by the saved one',
        variant: 'open',
        events: [loaded, highlightEnds, write, submit, commentLostOffline, onlineForComment, commentSaved, highlightEnds],
        value: { loaded: idle },
        context: { count: 5, draft: '', highlighted: [] },
      },
      {
        name: 'a reply lost offline keeps the reply form locked until it is sent once online',
        variant: 'open',
        events: [loaded, highlightEnds, toggleReply, writeReply, replySubmit, replyLostOffline, highlightEnds],
        value: { loaded: { ...idle, reply: 'waitingForNetwork' } },
        context: { count: 4, replyDraft: '', replyingTo: 1 },
      },
      {
        name: 'and is replaced by the saved one',
        variant: 'open',
        events: [loaded, highlightEnds, toggleReply, writeReply, replySubmit, replyLostOffline, onlineForReply, replySaved],
        value: { loaded: { ...idle, reply: 'locked', highlight: 'on' } },
        context: { count: 4, replyingTo: null },
      },
      {
        name: 'a reply is not counted and the form stays locked until 300 ms later',
        variant: 'open',
        events: [loaded, highlightEnds, toggleReply, writeReply, replySubmit, replySaved],
        value: { loaded: { ...idle, reply: 'locked', highlight: 'on' } },
        context: { count: 4, replyingTo: null },
      },
      {
        name: 'the reply form opens again after the lock',
        variant: 'open',
        events: [loaded, highlightEnds, toggleReply, writeReply, replySubmit, replySaved, replyUnlocks],
        value: { loaded: { ...idle, highlight: 'on' } },
        context: { count: 4 },
      },
      {
        name: 'a visitor submitting changes nothing',
        variant: 'open',
        events: [loaded, highlightEnds, write, visitorSubmit],
        value: { loaded: idle },
        context: { draft: 'Is it still available?', count: 4 },
      },
      {
        name: "someone else's comment reloads the list quietly: theirs is added, highlighted and counted",
        variant: 'open',
        events: [loaded, highlightEnds, refresh, reloaded],
        value: { loaded: { ...idle, highlight: 'on' } },
        context: { count: 5, highlighted: [6] },
      },
      {
        name: 'a reload that fails keeps the list as it was',
        variant: 'open',
        events: [loaded, highlightEnds, refresh, event('xstate.error.actor.reloadComments')],
        value: { loaded: idle },
        context: { count: 4 },
      },
      {
        name: 'a closed section sends nothing',
        variant: 'closed',
        events: [loaded, highlightEnds, write, submit],
        value: { loaded: idle },
        context: { count: 4, nextTempId: -1 },
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(commentsModel, commentsVariants[pinned.variant], pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        expect(path.state.context).toMatchObject(pinned.context);
      });
    }
  });
});
