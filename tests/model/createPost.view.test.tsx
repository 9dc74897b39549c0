/**
 * The view follows the machine: the createPost graph's paths are replayed
 * against the Create Post modal as a page mounts it for a signed-in vendor
 * (allowed several files, or one). Fields are changed and left, files picked
 * and removed, Create Post, Cancel, Discard and Keep editing clicked; the
 * categories and the create call are msw's answers to GET
 * /categories-and-delivery and POST /api, released step by step (a refusal
 * with the server's field messages, a lost network); the reload after a
 * created post is fake time. After every step the modal's actor must be in
 * the step's state and the screen must show it, leaf by leaf.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { z } from 'zod';
import { DURATIONS, MESSAGES, type createPostAnswerSchema } from '../../src/contract';
import { selectCurrentUser } from '../../src/machines/auth';
import {
  POST_FIELDS,
  selectPostFieldMessage,
  type CreatePostEvent,
  type CreatePostOutcome,
  type CreatePostSnapshot,
  type PostField,
  type PostOptions,
} from '../../src/machines/createPost';
import { reloadPage } from '../../src/services/posts';
import { useAuthSelector } from '../../src/ui/app/AppActor';
import { CreatePostModal } from '../../src/ui/screens/createPost/CreatePostModal';
import { marketInfoOf } from '../fixtures/profile';
import { apiUrl, server } from '../setup/msw';
import { answerProfiles, renderWithSession, signedInUser } from '../ui/marketplaceProfile.render';
import { createPostEventFixtures, createPostModel, createPostSystemEvents, createPostVariants, modelMachine } from './createPost.model';
import { invokeIds, journey, type MachineModel } from './harness';
import { answerQueue, changeTo, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));
vi.mock(import('../../src/services/posts'), async (original) => ({ ...(await original()), reloadPage: vi.fn() }));

const VENDOR = 'mama_nkechi';
const CLOSED_MARKER = 'the page without the modal';

const LABELS: Record<PostField, string> = {
  category_type: 'Post type',
  category: 'Category',
  title: 'Title',
  caption: 'Caption (optional)',
  price: 'Price (₦)',
  delivery_time: 'Delivery time',
  description: 'Description',
};

// ---------------------------------------------------------------------------
// What the screen must show in each leaf state.

/** Read from the running actor: the model tells states apart by how many fields are filled, not by their text. */
type LeafAssertion = (step: CreatePostSnapshot, running: CreatePostSnapshot) => void;

const dialog = () => screen.queryByRole('dialog', { name: 'Create Post' });
const field = (name: PostField) => within(screen.getByRole('form', { name: 'Create Post' })).getByLabelText(LABELS[name]) as HTMLInputElement;
const createButton = () => screen.getByRole('button', { name: /^(Create Post|Creating\.\.\.)$/ });
const cancelButton = () => screen.getByRole('button', { name: 'Cancel' });
const confirm = () => screen.queryByRole('alertdialog', { name: 'Confirm' });
const shownParts = (part: string) => [...document.querySelectorAll(`[data-part="${part}"]`)].map((element) => element.textContent);

/** Every field's value and the one message under it, the kept files, the refused ones and why the last submit failed. */
function expectForm(running: CreatePostSnapshot, editable: boolean): void {
  const { values, media, mediaErrors, failure } = running.context;
  for (const name of POST_FIELDS) {
    if (name === 'category' && !values.category_type) continue;
    expect(field(name).value).toBe(values[name]);
    if (editable) expect(field(name)).toBeEnabled();
    else expect(field(name)).toBeDisabled();
  }
  const messages = POST_FIELDS.map((name) => selectPostFieldMessage(running, name)).filter((message) => message !== undefined);
  expect(shownParts('error')).toEqual(messages);
  expect(screen.queryAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'))).toEqual(
    media.map((item) => `Remove ${item.file.name}`),
  );
  expect(shownParts('media-errors')).toEqual(mediaErrors.length ? [mediaErrors.join('')] : []);
  expect(shownParts('failure')).toEqual(failure && editable ? [failure] : []);
}

/** The modal is gone; the page reloads only after a created post, once its delay is over. */
function expectGone(reloads: number): void {
  expect(dialog()).toBeNull();
  expect(reloadPage).toHaveBeenCalledTimes(reloads);
}

const leafAssertions: Record<string, LeafAssertion> = {
  'createPost.preparing': (_step, running) => {
    expect(within(dialog() as HTMLElement).getByRole('status')).toHaveTextContent('Loading categories...');
    expectForm(running, false);
    expect(createButton()).toBeDisabled();
    expect(cancelButton()).toBeEnabled();
  },
  'createPost.form': (_step, running) => {
    expect(screen.queryByText('Loading categories...')).toBeNull();
    expectForm(running, true);
    expect(createButton()).toHaveTextContent('Create Post');
    expect(createButton()).toBeEnabled();
    expect(confirm()).toBeNull();
  },
  'createPost.confirmingDiscard': (_step, running) => {
    expect(confirm()).toHaveTextContent(MESSAGES.discardPostConfirm);
    expect(within(confirm() as HTMLElement).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expectForm(running, false);
  },
  'createPost.submitting': (_step, running) => {
    expect(createButton()).toHaveTextContent('Creating...');
    expect(createButton()).toBeDisabled();
    expect(cancelButton()).toBeDisabled();
    expectForm(running, false);
  },
  'createPost.created': (_step, running) => {
    expectGone(0);
    expect(screen.getByText(`created ${running.context.createdPost?.title ?? ''}`)).toBeInTheDocument();
  },
  'createPost.reloading': () => expectGone(1),
  'createPost.closed': () => {
    expectGone(0);
    expect(screen.getByText(CLOSED_MARKER)).toBeInTheDocument();
  },
};

// ---------------------------------------------------------------------------
// The page and the server.

/** The modal as a page mounts it: once the vendor's details are in; it stays mounted after a created post for the reload. */
function Page() {
  const loaded = useAuthSelector((snapshot) => selectCurrentUser(snapshot) !== null);
  const [closed, setClosed] = useState(false);
  const [created, setCreated] = useState<string>();
  if (!loaded) return null;
  if (closed) return <p>{CLOSED_MARKER}</p>;
  return (
    <>
      {created ? <p>{`created ${created}`}</p> : null}
      <CreatePostModal onClose={() => setClosed(true)} onCreated={(post) => setCreated(post.title)} />
    </>
  );
}

const answers = answerQueue(['options', 'create'] as const);

const optionsAnswer = (options: PostOptions) => () =>
  HttpResponse.json({
    product_categories: options.categories.filter((category) => category.category_type === 'product'),
    service_categories: options.categories.filter((category) => category.category_type === 'service'),
    delivery_times: options.deliveryTimes,
  });

function createAnswer(outcome: CreatePostOutcome) {
  if (outcome.ok) return () => HttpResponse.json({ success: true, message: MESSAGES.postCreated, post: outcome.post } satisfies z.input<typeof createPostAnswerSchema>, { status: 201 });
  return refusal(outcome);
}

// ---------------------------------------------------------------------------
// The walk.

const optionIds = invokeIds(modelMachine, 'loadPostOptions');

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.after.')) {
    await act(() => vi.advanceTimersByTimeAsync(DURATIONS.postCreatedReload));
    return;
  }
  if (event.type.startsWith('xstate.done.actor.')) {
    if (optionIds.includes(String(event.actorId))) answers.release('options', optionsAnswer(event.output as PostOptions));
    else answers.release('create', createAnswer(event.output as CreatePostOutcome));
    return;
  }
  const postEvent = event as CreatePostEvent;
  switch (postEvent.type) {
    case 'field.changed':
      return changeTo(field(postEvent.field), postEvent.value);
    case 'field.blurred':
      return act(async () => {
        fireEvent.blur(field(postEvent.field));
      });
    case 'media.picked':
      return act(async () => {
        fireEvent.change(screen.getByLabelText('Photos or video'), { target: { files: postEvent.files } });
      });
    case 'media.removed':
      return clickOn(user, screen.getAllByRole('button', { name: /^Remove / })[postEvent.index] as HTMLElement);
    case 'form.submitted':
      return clickOn(user, createButton());
    case 'form.cancelled':
      return clickOn(user, cancelButton());
    case 'discard.confirmed':
      return clickOn(user, within(confirm() as HTMLElement).getByRole('button', { name: 'Discard' }));
    case 'discard.dismissed':
      return clickOn(user, within(confirm() as HTMLElement).getByRole('button', { name: 'Keep editing' }));
  }
}

const formEvents = new Set(['field.changed', 'field.blurred', 'media.picked', 'media.removed', 'form.submitted']);

/**
 * What a person can do: edit, pick and submit only in the form (the fields are locked otherwise), remove a file
 * that is shown, Cancel but while submitting. Both actors turn every failure into an outcome.
 */
const createPostViewModel: MachineModel = {
  ...createPostModel,
  filterEvents: (snapshot, event) => {
    if (!createPostModel.filterEvents?.(snapshot, event)) return false;
    if (event.type.startsWith('xstate.error.actor.')) return false;
    const { context } = snapshot as CreatePostSnapshot;
    if (formEvents.has(event.type) && !snapshot.matches('form')) return false;
    if (event.type === 'media.removed') return context.media.length > Number(event.index);
    if (event.type === 'form.cancelled') return !snapshot.matches('submitting');
    return true;
  },
};

const { walk, walkPath } = screenWalk<CreatePostSnapshot>({
  machine: modelMachine,
  leafAssertions,
  perform,
  reset: () => {
    answers.reset();
    vi.mocked(reloadPage).mockClear();
  },
  render: (variant) => {
    const { allowMultiple } = variant.input as { allowMultiple: boolean };
    answerProfiles({ [VENDOR]: signedInUser(VENDOR, { market_info: marketInfoOf({ allow_multi_image: allowMultiple }) }) });
    renderWithSession(<Page />, { path: '/', signedInAs: VENDOR });
  },
});

describe('the Create Post modal follows the createPost machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    answers.reset();
    vi.mocked(reloadPage).mockClear();
    server.use(
      http.get(apiUrl('/categories-and-delivery'), () => answers.next('options')),
      http.post(apiUrl(''), () => answers.next('create')),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(modelMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(createPostViewModel, walkPath, { reachable: () => true });
  }, 120_000);

  // The model removes only from an empty list (the same transition): here a shown file goes.
  it('removes a picked file from the previews', async () => {
    const optionsLoaded = createPostSystemEvents.find((event) => optionIds.includes(String(event.actorId)));
    if (!optionsLoaded) throw new Error('no loadPostOptions answer');
    const [picked] = createPostEventFixtures['media.picked'];
    const path = journey(createPostViewModel, createPostVariants.single, [optionsLoaded, picked, ...createPostEventFixtures['media.removed']]);
    expect(path.steps.map((step) => step.state.context.media.length)).toEqual([0, 0, 1, 0]);
    await walk(createPostVariants.single, path);
  });
});
