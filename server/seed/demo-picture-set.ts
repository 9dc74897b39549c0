import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MediaStore } from '../media/storage';
import { drawAvatarImage, drawCoverImage, drawProductImage, mapConcurrently, storePicture, type StoredPicture } from './demo-pictures';
import { DEMO_PEOPLE, type DemoPerson } from './demo-people';
import { distinctPictures, type PlannedPost } from './demo-posts';
import { idOf } from './demo-rows';

/** Drawing runs in sharp's thread pool: a few at a time keep both cores busy without queueing the file writes. */
const DRAWING_CONCURRENCY = 4;
const WRITING_CONCURRENCY = 8;

type PersonPictures = { avatar: StoredPicture; cover: StoredPicture | null };

/** Everything drawn and stored before the transaction: each person's avatar and cover, each post's pictures. */
export type DemoPictures = { people: PersonPictures[]; posts: StoredPicture[][] };

/**
 * Draws every distinct picture once (a listing posted twice shows the same pictures), then writes
 * each post its own copy of the files. Paths go to `written` as they are created.
 */
export async function drawAndStorePictures(media: MediaStore, posts: readonly PlannedPost[], written: string[]): Promise<DemoPictures> {
  const pictures = distinctPictures(posts);
  const drawn = await mapConcurrently(
    [...pictures.map((picture) => () => drawProductImage(picture)), ...DEMO_PEOPLE.flatMap(personDrawings)],
    DRAWING_CONCURRENCY,
    (draw) => draw(),
  );
  const byKey = new Map(pictures.map((picture, index) => [picture.key, drawn[index]]));
  let position = pictures.length;
  const peopleImages = DEMO_PEOPLE.map((person) => {
    const avatar = drawn[position];
    const cover = person.store ? drawn[position + 1] : undefined;
    position += person.store ? 2 : 1;
    if (!avatar) throw new Error(`no avatar drawn for ${person.username}`);
    return { avatar, cover };
  });

  const people = await mapConcurrently(peopleImages, WRITING_CONCURRENCY, async ({ avatar, cover }) => ({
    avatar: await storePicture(media, 'avatars', avatar, written),
    cover: cover ? await storePicture(media, 'covers', cover, written) : null,
  }));
  const slots = posts.flatMap((post, postIndex) => post.pictures.map((picture) => ({ postIndex, image: byKey.get(picture.key) })));
  const stored = await mapConcurrently(slots, WRITING_CONCURRENCY, ({ image }) => {
    if (!image) throw new Error('a post picture was not drawn');
    return storePicture(media, 'posts', image, written);
  });
  const postPictures = posts.map((): StoredPicture[] => []);
  slots.forEach((slot, index) => {
    const picture = stored[index];
    if (picture) postPictures[slot.postIndex]?.push(picture);
  });
  return { people, posts: postPictures };
}

function personDrawings(person: DemoPerson) {
  const avatar = () => drawAvatarImage(`avatar:${person.username}`, initialsOf(person));
  return person.store ? [avatar, () => drawCoverImage(`cover:${person.username}`)] : [avatar];
}

function initialsOf(person: DemoPerson): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`;
}

/** Gives each person, by their id in DEMO_PEOPLE's order, their avatar and (a vendor) cover. */
export async function setPictures(db: Kysely<Database>, userIds: readonly number[], pictures: DemoPictures): Promise<void> {
  for (const [index, person] of pictures.people.entries()) {
    await db
      .updateTable('users')
      .set({ profileimg: person.avatar.url, ...(person.cover ? { coverimg: person.cover.url } : {}) })
      .where('id', '=', idOf(userIds, index))
      .execute();
  }
}
