import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CATEGORIES, DELIVERY_TIMES, DURATIONS, MESSAGES, type Post } from '../../src/contract';
import {
  createPostMachine,
  selectCategoryChoices,
  selectDescriptionCount,
  selectFailure,
  selectIsClosed,
  selectIsConfirmingDiscard,
  selectMedia,
  selectMediaErrors,
  selectPostFieldMessage,
  selectPostValue,
  selectWasCancelled,
  type CreatePostEmitted,
  type CreatePostOutcome,
  type PostField,
  type PostOptions,
  type SubmitPostInput,
} from '../../src/machines/createPost';
import { postOf } from '../fixtures/marketplace';
import { fileOf, MB } from '../fixtures/media';

const never = <T,>() => new Promise<T>(() => undefined);
const options: PostOptions = { categories: CATEGORIES, deliveryTimes: DELIVERY_TIMES };

type Setup = { submit?: (input: SubmitPostInput) => Promise<CreatePostOutcome>; allowMultiple?: boolean };

async function start({ submit = never, allowMultiple = true }: Setup = {}) {
  const clock = new SimulatedClock();
  const submitted: SubmitPostInput[] = [];
  const emitted: CreatePostEmitted[] = [];
  const reloadPage = vi.fn();
  const machine = createPostMachine.provide({
    actors: {
      loadPostOptions: fromPromise<PostOptions>(async () => options),
      submitPost: fromPromise<CreatePostOutcome, SubmitPostInput>(({ input }) => {
        submitted.push(input);
        return submit(input);
      }),
    },
    actions: { reloadPage },
  });
  let keys = 0;
  const newWriteKey = () => `key-${(keys += 1)}`;
  const actor = createActor(machine, { input: { username: 'mama_nkechi', allowMultiple, newWriteKey }, clock });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  await settle();
  return { actor, clock, submitted, emitted, reloadPage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
type PostActor = Awaited<ReturnType<typeof start>>['actor'];

const VALID: Record<PostField, string> = {
  category_type: 'product',
  category: '1',
  title: 'Fresh tomatoes',
  caption: 'Straight from the farm',
  price: '2500',
  delivery_time: 'same_day',
  description: 'A basket of ripe tomatoes.',
};

function fill(actor: PostActor, values: Partial<Record<PostField, string>> = VALID) {
  for (const [field, value] of Object.entries(values) as [PostField, string][]) actor.send({ type: 'field.changed', field, value });
}

const message = (actor: PostActor, field: PostField) => selectPostFieldMessage(actor.getSnapshot(), field);
const toasts = (emitted: CreatePostEmitted[]) => emitted.flatMap((event) => (event.type === 'toast' ? [event.message] : []));

describe('createPost machine', () => {
  it('loads the form choices, then lists the categories of the chosen type only', async () => {
    const { actor } = await start();
    expect(actor.getSnapshot().value).toBe('form');
    expect(selectCategoryChoices(actor.getSnapshot())).toEqual([]);
    fill(actor, { category_type: 'service' });
    expect(selectCategoryChoices(actor.getSnapshot()).map((category) => category.id)).toEqual(CATEGORIES.filter((c) => c.id >= 15).map((c) => c.id));
  });

  it('shows a field message once the field was left, and every message after a refused submit', async () => {
    const { actor, emitted, submitted } = await start();
    actor.send({ type: 'field.blurred', field: 'title' });
    expect(message(actor, 'title')).toBe(MESSAGES.titleRequired);
    expect(message(actor, 'description')).toBeUndefined();
    actor.send({ type: 'form.submitted' });
    expect(submitted).toEqual([]);
    expect(toasts(emitted)).toEqual([MESSAGES.fillAllRequired]);
    expect({
      category_type: message(actor, 'category_type'),
      category: message(actor, 'category'),
      title: message(actor, 'title'),
      price: message(actor, 'price'),
      delivery_time: message(actor, 'delivery_time'),
      description: message(actor, 'description'),
      caption: message(actor, 'caption'),
    }).toEqual({
      category_type: MESSAGES.categoryTypeRequired,
      category: MESSAGES.categoryRequired,
      title: MESSAGES.titleRequired,
      price: MESSAGES.priceRequired,
      delivery_time: MESSAGES.deliveryTimeRequired,
      description: MESSAGES.descriptionRequired,
      caption: undefined,
    });
  });

  it('clears the category when the post type changes', async () => {
    const { actor } = await start();
    fill(actor, { category_type: 'product', category: '3' });
    fill(actor, { category_type: 'service' });
    expect(selectPostValue(actor.getSnapshot(), 'category')).toBe('');
  });

  it('accepts only numeric text (or nothing) as the price; 0 is free', async () => {
    const { actor } = await start();
    fill(actor, { price: '12.5' });
    fill(actor, { price: '12a' });
    expect(selectPostValue(actor.getSnapshot(), 'price')).toBe('12.5');
    fill(actor, { price: '' });
    expect(selectPostValue(actor.getSnapshot(), 'price')).toBe('');
    fill(actor, { ...VALID, price: '0' });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('ignores description text beyond 500 characters and counts what it keeps', async () => {
    const { actor } = await start();
    fill(actor, { description: 'a'.repeat(520) });
    expect(selectPostValue(actor.getSnapshot(), 'description')).toHaveLength(500);
    expect(selectDescriptionCount(actor.getSnapshot())).toBe('500/500');
  });

  describe('media', () => {
    it('keeps images and videos by MIME type or extension and refuses anything else', async () => {
      const { actor, emitted } = await start();
      actor.send({
        type: 'media.picked',
        files: [fileOf('a.png', 'image/png'), fileOf('clip.MOV', ''), fileOf('notes.pdf', 'application/pdf')],
      });
      expect(selectMedia(actor.getSnapshot()).map((item) => [item.file.name, item.kind])).toEqual([
        ['a.png', 'image'],
        ['clip.MOV', 'video'],
      ]);
      expect(selectMediaErrors(actor.getSnapshot())).toEqual(['notes.pdf is not a valid image or video file']);
      expect(toasts(emitted)).toContain('notes.pdf is not a valid image or video file');
    });

    it('refuses images over 10MB and videos over 50MB', async () => {
      const { actor } = await start();
      actor.send({
        type: 'media.picked',
        files: [fileOf('big.jpg', 'image/jpeg', 10 * MB + 1), fileOf('ok.jpg', 'image/jpeg', 10 * MB), fileOf('long.mp4', 'video/mp4', 50 * MB + 1)],
      });
      expect(selectMedia(actor.getSnapshot()).map((item) => item.file.name)).toEqual(['ok.jpg']);
      expect(selectMediaErrors(actor.getSnapshot())).toEqual(['big.jpg exceeds 10MB limit', 'long.mp4 exceeds 50MB limit']);
    });

    it('refuses a pick that would pass 5 files, and removes a file by its place', async () => {
      const { actor } = await start();
      actor.send({ type: 'media.picked', files: [1, 2, 3, 4].map((n) => fileOf(`${n}.jpg`, 'image/jpeg')) });
      actor.send({ type: 'media.picked', files: [fileOf('5.jpg', 'image/jpeg'), fileOf('6.jpg', 'image/jpeg')] });
      expect(selectMediaErrors(actor.getSnapshot())).toEqual([MESSAGES.maxFiles]);
      expect(selectMedia(actor.getSnapshot())).toHaveLength(4);
      actor.send({ type: 'media.removed', index: 1 });
      expect(selectMedia(actor.getSnapshot()).map((item) => item.file.name)).toEqual(['1.jpg', '3.jpg', '4.jpg']);
    });

    it('keeps one file without allow_multi_image: a new pick replaces it', async () => {
      const { actor } = await start({ allowMultiple: false });
      actor.send({ type: 'media.picked', files: [fileOf('a.jpg', 'image/jpeg')] });
      actor.send({ type: 'media.picked', files: [fileOf('b.webm', 'video/webm'), fileOf('c.jpg', 'image/jpeg')] });
      expect(selectMedia(actor.getSnapshot()).map((item) => item.file.name)).toEqual(['b.webm']);
    });
  });

  describe('submitting', () => {
    it('sends the payload with the files, announces the post, closes and reloads after 1 s', async () => {
      const post: Post = postOf(41, { title: VALID.title });
      const { actor, submitted, emitted, reloadPage, clock } = await start({ submit: async () => ({ ok: true, post }) });
      fill(actor);
      const image = fileOf('a.png', 'image/png');
      actor.send({ type: 'media.picked', files: [image] });
      actor.send({ type: 'form.submitted' });
      expect(submitted).toEqual([
        {
          payload: {
            title: VALID.title,
            description: VALID.description,
            caption: VALID.caption,
            category: 1,
            category_type: 'product',
            price: 2500,
            delivery_time: 'same_day',
            user: 'mama_nkechi',
          },
          files: [image],
          key: 'key-1',
        },
      ]);
      await settle();
      expect(toasts(emitted)).toEqual([MESSAGES.postCreated]);
      expect(emitted).toContainEqual({ type: 'post.created', post });
      expect(selectIsClosed(actor.getSnapshot())).toBe(true);
      expect(selectWasCancelled(actor.getSnapshot())).toBe(false);
      clock.increment(DURATIONS.postCreatedReload - 1);
      expect(reloadPage).not.toHaveBeenCalled();
      clock.increment(1);
      expect(reloadPage).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().status).toBe('done');
    });

    const failures: Array<[string, CreatePostOutcome, string]> = [
      ['joins the errors the server lists', { ok: false, status: 400, message: MESSAGES.invalidPostData, errors: { title: ['Title is required'], price: ['Price is required'] } }, 'Title is required, Price is required'],
      ['says a 400 without errors is invalid data', { ok: false, status: 400, message: 'Bad' }, MESSAGES.invalidPostData],
      ['asks to log in again after a 401', { ok: false, status: 401, message: 'Invalid token' }, MESSAGES.logInAgainToPost],
      ['blames the server for a 500', { ok: false, status: 500, message: 'boom' }, MESSAGES.serverErrorLater],
      ['names a network failure', { ok: false, status: 0, message: MESSAGES.networkError }, MESSAGES.networkError],
      ['uses the message of success false', { ok: false, status: 200, message: 'Store is closed' }, 'Store is closed'],
      ['uses the message of another refusal', { ok: false, status: 403, message: 'You need a store to post.' }, 'You need a store to post.'],
      ['falls back to the generic failure', { ok: false, status: 0, message: MESSAGES.genericError }, MESSAGES.createPostFailed],
    ];
    for (const [name, outcome, expected] of failures) {
      it(name, async () => {
        const { actor, emitted } = await start({ submit: async () => outcome });
        fill(actor);
        actor.send({ type: 'form.submitted' });
        await settle();
        expect(actor.getSnapshot().value).toBe('form');
        expect(selectFailure(actor.getSnapshot())).toBe(expected);
        expect(toasts(emitted)).toEqual([expected]);
      });
    }

    it('sends the same form again with its key (its answer may have been lost), a changed one with a new key', async () => {
      const { actor, submitted } = await start({ submit: async () => ({ ok: false, status: 0, message: MESSAGES.networkError }) });
      fill(actor);
      actor.send({ type: 'form.submitted' });
      await settle();
      actor.send({ type: 'form.submitted' });
      await settle();
      fill(actor, { price: '2400' });
      actor.send({ type: 'form.submitted' });
      await settle();
      actor.send({ type: 'media.picked', files: [fileOf('b.png', 'image/png')] });
      actor.send({ type: 'form.submitted' });
      await settle();
      expect(submitted.map((input) => input.key)).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);
    });

    it('puts the server field messages under their fields until edited', async () => {
      const { actor } = await start({ submit: async () => ({ ok: false, status: 400, message: 'x', errors: { title: ['Title is taken'] } }) });
      fill(actor);
      actor.send({ type: 'form.submitted' });
      await settle();
      expect(message(actor, 'title')).toBe('Title is taken');
      fill(actor, { title: 'Another' });
      expect(message(actor, 'title')).toBeUndefined();
    });
  });

  describe('cancelling', () => {
    it('closes at once when nothing was entered', async () => {
      const { actor } = await start();
      actor.send({ type: 'form.cancelled' });
      expect(selectWasCancelled(actor.getSnapshot())).toBe(true);
    });

    it('asks first once something was entered; keeping on editing keeps the values', async () => {
      const { actor } = await start();
      fill(actor, { title: 'Tomatoes' });
      actor.send({ type: 'form.cancelled' });
      expect(selectIsConfirmingDiscard(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'discard.dismissed' });
      expect(selectPostValue(actor.getSnapshot(), 'title')).toBe('Tomatoes');
      actor.send({ type: 'form.cancelled' });
      actor.send({ type: 'discard.confirmed' });
      expect(selectWasCancelled(actor.getSnapshot())).toBe(true);
    });

    it('counts a picked file as something entered', async () => {
      const { actor } = await start();
      actor.send({ type: 'media.picked', files: [fileOf('a.png', 'image/png')] });
      actor.send({ type: 'form.cancelled' });
      expect(selectIsConfirmingDiscard(actor.getSnapshot())).toBe(true);
    });
  });
});
