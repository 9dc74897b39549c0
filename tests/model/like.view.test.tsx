/**
 * The like button follows the like machine: the graph's paths are replayed
 * against the rendered LikeButton. Presses are clicks, the server's answers
 * (and refusals) are msw answers to POST /api/like released step by step, and
 * fresh numbers from a reloaded feed are a new `post` prop. After every step
 * the button must show the liked state and count the step's state says.
 */
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { likeMachine, shownCount, shownLiked, type LikeAnswer, type LikeContext } from '../../src/machines/like';
import { LikeButton, type LikeButtonProps } from '../../src/ui/screens/post/LikeButton';
import { apiUrl, server } from '../setup/msw';
import { renderWithApp, signIn } from '../ui/post.render';
import { likeModel, POST_ID } from './like.model';
import { eventually } from './settle';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, type Answer } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view')).inspectedTrace(await original()));

const button = () => screen.getByRole('button', { name: /^Like/ });

function expectShown(snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as LikeContext;
  expect(button()).toHaveAttribute('aria-pressed', String(shownLiked(context)));
  expect(button()).toHaveAccessibleName(`Like ${shownCount(context)}`);
}

const leafAssertions: Record<string, (snapshot: AnyMachineSnapshot) => void> = {
  'like.idle': expectShown,
  'like.sending.alone': expectShown,
  'like.sending.queued': expectShown,
};

const answers = answerQueue(['like'] as const);
const likeAnswer = (answer: LikeAnswer): Answer => () => HttpResponse.json(answer);

/** The post prop the page holds; a reloaded feed replaces it. */
let showPost: (post: LikeButtonProps['post']) => void = () => undefined;

function Page({ initial }: { initial: LikeButtonProps['post'] }) {
  const [post, setPost] = useState(initial);
  showPost = setPost;
  return <LikeButton post={post} />;
}

async function perform(event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('like', likeAnswer(event.output as LikeAnswer));
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('like', refusal({ status: 500, message: MESSAGES.serverError }));
  await act(async () => {
    if (event.type === 'like.toggled') button().click();
    else if (event.type === 'post.synced') showPost({ id: POST_ID, liked: Boolean(event.liked), no_of_likes: Number(event.count), no_of_comments: 0 });
    else throw new Error(`the walk cannot perform ${event.type}`);
  });
}

function renderAt(input: { liked: boolean; count: number }): void {
  signIn();
  renderWithApp(<Page initial={{ id: POST_ID, liked: input.liked, no_of_likes: input.count, no_of_comments: 0 }} />);
}

const { walkPath } = screenWalk({
  machine: likeMachine,
  leafAssertions,
  perform: (_user, event) => perform(event),
  reset: () => answers.reset(),
  render: (variant) => renderAt(variant.input as { liked: boolean; count: number }),
});

/** The walk is signed in: a visitor's press is walked by hand below. */
const signedInModel = { ...likeModel, events: likeModel.events.filter((event) => event.type !== 'like.toggled' || event.signedIn) };

describe('LikeButton follows the like machine', () => {
  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/like'), () => answers.next('like')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(likeMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(signedInModel, walkPath, { reachable: () => true });
  }, 60_000);

  it('a visitor press says Please log in to like posts and changes nothing', async () => {
    renderWithApp(<Page initial={{ id: POST_ID, liked: false, no_of_likes: 3, no_of_comments: 0 }} />);
    await act(async () => button().click());
    expect(await screen.findByText(MESSAGES.logInToLike)).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(button()).toHaveAccessibleName('Like 3');
  });

  it('a refused like reverts and says Failed to like post', async () => {
    renderAt({ liked: false, count: 3 });
    await act(async () => button().click());
    expect(button()).toHaveAccessibleName('Like 4');
    answers.release('like', refusal({ status: 500, message: MESSAGES.serverError }));
    expect(await screen.findByText(MESSAGES.likeFailed)).toBeInTheDocument();
    await eventually(() => expect(button()).toHaveAccessibleName('Like 3'));
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });
});
