/** The model of the owner's Edit Post form: preparing, the form with its photos, discard, saving, saved. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { CATEGORIES, DELIVERY_TIMES, MESSAGES } from '../../src/contract';
import { editPostActors, editPostMachine, type EditPostContext, type EditPostEvent } from '../../src/machines/editPost';
import { postOf } from '../fixtures/marketplace';
import { fileOf } from '../fixtures/media';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

const photo = (name: string) => ({ url: `/media/posts/${name}.jpg`, kind: 'image' as const, width: 800, height: 600, variants: [] });

/** The owner's post: a shirt with two photos. */
export const editedPost = postOf(7, { title: 'Ankara shirt', price: 8000, images: [photo('front'), photo('back')] });

export const retitled = { type: 'field.changed' as const, field: 'title' as const, value: 'Ankara shirt, size L' };
export const titleCleared = { type: 'field.changed' as const, field: 'title' as const, value: '' };

/** One example of every event: a new title, a cleared one, a good and a bad file, removing and moving a photo. */
export const editPostEventFixtures = {
  'field.changed': [retitled, titleCleared],
  'field.blurred': [{ type: 'field.blurred', field: 'title' }],
  'media.picked': [
    { type: 'media.picked', files: [fileOf('side.png', 'image/png')] },
    { type: 'media.picked', files: [fileOf('notes.pdf', 'application/pdf')] },
  ],
  'photo.removed': [{ type: 'photo.removed', index: 0 }],
  'photo.moved': [{ type: 'photo.moved', index: 1, offset: -1 }],
  'form.submitted': [{ type: 'form.submitted' }],
  'form.cancelled': [{ type: 'form.cancelled' }],
  'discard.confirmed': [{ type: 'discard.confirmed' }],
  'discard.dismissed': [{ type: 'discard.dismissed' }],
} satisfies EventFixtures<EditPostEvent>;

export const editPostOutputFixtures = {
  loadPostOptions: [{ categories: CATEGORIES, deliveryTimes: DELIVERY_TIMES }],
  savePost: [
    { ok: true, post: { ...editedPost, title: retitled.value } },
    { ok: false, status: 400, message: MESSAGES.invalidPostData, errors: { title: [MESSAGES.titleTooLong] } },
    { ok: false, status: 403, message: MESSAGES.notYourPostToEdit },
  ],
} satisfies OutputFixtures<typeof editPostActors>;

export const editPostSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof editPostActors.loadPostOptions>(editPostMachine, 'loadPostOptions', editPostOutputFixtures.loadPostOptions),
  ...doneEvents<typeof editPostActors.savePost>(editPostMachine, 'savePost', editPostOutputFixtures.savePost),
  ...errorEvents(editPostMachine, 'loadPostOptions'),
  ...errorEvents(editPostMachine, 'savePost'),
];

export const editPostVariants = {
  multiple: { name: 'a vendor allowed several photos', input: { post: editedPost, username: 'mama_nkechi', allowMultiple: true } },
  single: { name: 'a vendor allowed one photo', input: { post: { ...editedPost, images: [photo('front')] }, username: 'mama_nkechi', allowMultiple: false } },
} satisfies Record<string, ModelVariant>;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as EditPostContext;

const photosUntouched = ({ photos, post }: EditPostContext) =>
  photos.length === post.images.length && photos.every((item, index) => item.kind === 'kept' && item.media.url === post.images[index]?.url);

/**
 * The photos are worked on before any field is typed, and the fields only with the photos as they were: both
 * reach every state, and together they would only multiply equal states. One pick, and a move only from the
 * first order.
 */
function worthTrying(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const current = context(snapshot);
  const fieldsUntouched = current.values.title === current.post.title && current.touched.length === 0 && !current.revealAll && !current.failure;
  if (event.type === 'field.changed' || event.type === 'field.blurred') return photosUntouched(current);
  if (event.type === 'media.picked') return fieldsUntouched && current.photos.every((item) => item.kind === 'kept');
  if (event.type === 'photo.moved') return fieldsUntouched && photosUntouched(current) && current.photos.length > 1;
  if (event.type === 'photo.removed') return fieldsUntouched && current.photos.length > 1;
  return true;
}

export const editPostModel: MachineModel = {
  name: 'editPost',
  machine: editPostMachine,
  variants: Object.values(editPostVariants),
  events: [...fixtureEvents<EditPostEvent>(editPostEventFixtures), ...editPostSystemEvents],
  serialize: (snapshot) => {
    const { values, photos, mediaErrors, touched, revealAll, failure, serverErrors } = context(snapshot);
    return JSON.stringify({
      value: snapshot.value,
      title: values.title,
      photos: photos.map((item) => (item.kind === 'kept' ? item.media.url : item.file.name)),
      mediaErrors: mediaErrors.length,
      touched: touched.length,
      revealAll,
      failure,
      serverErrors,
    });
  },
  filterEvents: worthTrying,
};
