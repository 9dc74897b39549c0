import type { Insertable, Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database, NewPost, PostMediaTable } from '../db/schema';
import { lookupsStore } from './lookups.store';
import { postJsonReader, type PostCard } from './post-json';
import { postRecordsReader, type PostMediaRecord, type PostRecord } from './post-records';
import { isRowId } from './row-ids';

export type { PostAuthorRecord, PostMediaRecord, PostRecord } from './post-records';

export type NewPostFields = Omit<NewPost, 'id' | 'created_at' | 'renewed_at' | 'expiry_notices_sent' | 'no_of_likes' | 'no_of_comments'>;
export type NewPostMedia = Omit<Insertable<PostMediaTable>, 'id' | 'post_id' | 'position'>;
/** What an owner's edit changes: the fields of the create form (the place stays where the post was made). */
export type EditedPostFields = Pick<
  NewPostFields,
  'title' | 'description' | 'caption' | 'price' | 'category_id' | 'category_type' | 'delivery_time' | 'delivery_radius'
>;

/** How a post keeps its vendor's city and state for the feed filters: trimmed, lower-cased. */
export function locationKey(text: string): string {
  return text.trim().toLowerCase();
}

/** Posts: reading them with their media, authors and the viewer's marks, creating and deleting them. */
export function postsStore(db: Kysely<Database>, clock: Clock) {
  const lookups = lookupsStore(db);
  const readRecords = postRecordsReader(db, lookups.catalogue);
  const readJson = postJsonReader(db);

  /**
   * The posts of `ids` that exist, in the order of `ids`, as `viewerId` sees them (null: a visitor):
   * two queries for a visitor, four for a signed-in viewer, whatever the number of ids.
   */
  const mediaOf = (id: number): Promise<PostMediaRecord[]> =>
    db.selectFrom('post_media').select(['post_id', 'kind', 'url', 'width', 'height', 'variants']).where('post_id', '=', id).orderBy('position').execute();

  async function insertMedia(id: number, media: readonly NewPostMedia[]): Promise<void> {
    if (media.length > 0) {
      await db.insertInto('post_media').values(media.map((item, position) => ({ ...item, post_id: id, position }))).execute();
    }
  }

  const wanted = (ids: readonly number[]): number[] => [...new Set(ids)].filter(isRowId);

  async function load(ids: readonly number[], viewerId: number | null): Promise<PostRecord[]> {
    return readRecords(wanted(ids), viewerId);
  }

  return {
    load,

    /** The posts of `ids` that exist, in the order of `ids`, as the contract shows them to `viewerId` (null: a visitor): JSON texts. */
    async cards(ids: readonly number[], viewerId: number | null): Promise<string[]> {
      return (await readJson(wanted(ids), viewerId)).map((card) => card.json);
    },

    /** One post as the contract shows it to `viewerId`, with its owner and whether it is held for review; undefined when gone. */
    async card(id: number, viewerId: number | null): Promise<PostCard | undefined> {
      const [card] = await readJson(wanted([id]), viewerId);
      return card;
    },

    /** The post's media rows in display order. */
    mediaOf,

    async ownerOf(id: number): Promise<number | undefined> {
      if (!isRowId(id)) return undefined;
      const row = await db.selectFrom('posts').select('user_id').where('id', '=', id).executeTakeFirst();
      return row?.user_id;
    },

    /** Inserts the post and its media rows (in order); run it in a transaction. Answers the new id. */
    async create(fields: NewPostFields, media: readonly NewPostMedia[]): Promise<number> {
      const now = clock.now().toISOString();
      const { id } = await db
        .insertInto('posts')
        .values({ ...fields, created_at: now, renewed_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertMedia(id, media);
      return id;
    },

    /** Rewrites the post's fields and its media rows (in their new order); run it in a transaction. False when the post is gone. */
    async update(id: number, fields: EditedPostFields, media: readonly NewPostMedia[]): Promise<boolean> {
      const result = await db.updateTable('posts').set(fields).where('id', '=', id).executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await db.deleteFrom('post_media').where('post_id', '=', id).execute();
      await insertMedia(id, media);
      return true;
    },

    /** Marks the post sold or available again; false when it is gone. */
    async markSold(id: number, sold: boolean): Promise<boolean> {
      const result = await db.updateTable('posts').set({ sold: sold ? 1 : 0 }).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The post's price now; undefined when gone. */
    async priceOf(id: number): Promise<number | undefined> {
      const row = await db.selectFrom('posts').select('price').where('id', '=', id).executeTakeFirst();
      return row?.price;
    },

    async isSold(id: number): Promise<boolean> {
      if (!isRowId(id)) return false;
      const row = await db.selectFrom('posts').select('sold').where('id', '=', id).executeTakeFirst();
      return row?.sold === 1;
    },

    /** Deletes the post (its media rows, likes, comments and marks go with it); answers its media rows as they were. */
    async delete(id: number): Promise<PostMediaRecord[]> {
      const media = await mediaOf(id);
      await db.deleteFrom('posts').where('id', '=', id).execute();
      return media;
    },
  };
}

export type PostsStore = ReturnType<typeof postsStore>;
