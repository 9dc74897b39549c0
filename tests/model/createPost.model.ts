/** The model of the Create Post modal: preparing, the form and its rules, discard, submitting, created and the reload. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { CATEGORIES, DELIVERY_TIMES, MESSAGES } from '../../src/contract';
import {
  createPostActors,
  createPostMachine,
  type CreatePostContext,
  type CreatePostEvent,
  type PostField,
} from '../../src/machines/createPost';
import { postOf } from '../fixtures/marketplace';
import { fileOf } from '../fixtures/media';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel, type ModelVariant } from './harness';

/** The required fields in the order the model fills them. */
export const FILL_ORDER: readonly PostField[] = ['category_type', 'category', 'title', 'price', 'delivery_time', 'description'];

const VALUES: Record<PostField, string> = {
  category_type: 'product',
  category: '1',
  title: 'Fresh tomatoes',
  caption: '',
  price: '2500',
  delivery_time: 'same_day',
  description: 'A basket of ripe tomatoes.',
};

const fillEvent = (field: PostField) => ({ type: 'field.changed' as const, field, value: VALUES[field] });
export const typeChosen = fillEvent('category_type');
export const fillEvents = [typeChosen, ...FILL_ORDER.slice(1).map(fillEvent)];
export const refusedPrice = { type: 'field.changed' as const, field: 'price' as const, value: '12a' };

/** One example of every event: each required field filled, a refused price, a good and a bad file. */
export const createPostEventFixtures = {
  'field.changed': [typeChosen, ...fillEvents.slice(1), refusedPrice],
  'field.blurred': [{ type: 'field.blurred', field: 'title' }],
  'media.picked': [
    { type: 'media.picked', files: [fileOf('tomatoes.png', 'image/png')] },
    { type: 'media.picked', files: [fileOf('notes.pdf', 'application/pdf')] },
  ],
  'media.removed': [{ type: 'media.removed', index: 0 }],
  'form.submitted': [{ type: 'form.submitted' }],
  'form.cancelled': [{ type: 'form.cancelled' }],
  'discard.confirmed': [{ type: 'discard.confirmed' }],
  'discard.dismissed': [{ type: 'discard.dismissed' }],
} satisfies EventFixtures<CreatePostEvent>;

export const createPostOutputFixtures = {
  loadPostOptions: [{ categories: CATEGORIES, deliveryTimes: DELIVERY_TIMES }],
  submitPost: [
    { ok: true, post: postOf(41, { title: VALUES.title }) },
    { ok: false, status: 400, message: MESSAGES.invalidPostData, errors: { title: ['Title is taken'] } },
    { ok: false, status: 0, message: MESSAGES.networkError },
  ],
} satisfies OutputFixtures<typeof createPostActors>;

/** The reload is the page's business: the model only needs to see the machine reach `reloading`. */
export const modelMachine = createPostMachine.provide({ actions: { reloadPage: () => undefined } });

export const createPostSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof createPostActors.loadPostOptions>(modelMachine, 'loadPostOptions', createPostOutputFixtures.loadPostOptions),
  ...doneEvents<typeof createPostActors.submitPost>(modelMachine, 'submitPost', createPostOutputFixtures.submitPost),
  ...errorEvents(modelMachine, 'loadPostOptions'),
  ...errorEvents(modelMachine, 'submitPost'),
  ...timerEvents(modelMachine),
];

export const createPostVariants = {
  multiple: { name: 'a vendor allowed several files', input: { username: 'mama_nkechi', allowMultiple: true } },
  single: { name: 'a vendor allowed one file', input: { username: 'mama_nkechi', allowMultiple: false } },
} satisfies Record<string, ModelVariant>;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as CreatePostContext;
const filledCount = (snapshot: AnyMachineSnapshot) => FILL_ORDER.filter((field) => context(snapshot).values[field] !== '').length;

/** Fields are filled in one order (the others would only multiply equal states); one file at most. */
function worthTrying(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (event.type === 'field.changed' && event !== refusedPrice) return event.field === FILL_ORDER[filledCount(snapshot)];
  if (event.type === 'media.picked') return context(snapshot).media.length === 0;
  return true;
}

export const createPostModel: MachineModel = {
  name: 'createPost',
  machine: modelMachine,
  variants: Object.values(createPostVariants),
  events: [...fixtureEvents<CreatePostEvent>(createPostEventFixtures), ...createPostSystemEvents],
  serialize: (snapshot) => {
    const { media, mediaErrors, touched, revealAll, failure, serverErrors } = context(snapshot);
    return JSON.stringify({
      value: snapshot.value,
      filled: filledCount(snapshot),
      media: media.length,
      mediaErrors: mediaErrors.length,
      touched: touched.length,
      revealAll,
      failure,
      serverErrors,
    });
  },
  filterEvents: worthTrying,
};
