import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { locationKey } from '../store/posts.store';
import { DEMO_PEOPLE, storeDetails } from './demo-people';
import type { DemoPictures } from './demo-picture-set';
import type { PlannedPost } from './demo-posts';
import { chunks, idOf } from './demo-rows';
import { postCounters, type SocialPlan } from './demo-social';

/** Posts oldest first (ids follow time), their pictures, and the social rows; counters match the rows. */
export async function insertMarketplace(
  db: Kysely<Database>,
  userIds: readonly number[],
  posts: readonly PlannedPost[],
  social: SocialPlan,
  pictures: DemoPictures | null,
): Promise<void> {
  const postIds = await insertPosts(db, userIds, posts, social);
  await insertPostMedia(db, postIds, pictures);
  await insertLikes(db, userIds, postIds, social);
  await insertComments(db, userIds, postIds, social);
  await insertFollowsAndSaves(db, userIds, postIds, social);
}

/** Answers the posts' ids in the plan's order. */
async function insertPosts(
  db: Kysely<Database>,
  userIds: readonly number[],
  posts: readonly PlannedPost[],
  social: SocialPlan,
): Promise<number[]> {
  const counters = postCounters(posts.length, social);
  const rows = posts.map((post, index) => {
    const person = DEMO_PEOPLE[post.vendor];
    if (!person?.store) throw new Error(`post ${index} has no demo vendor`);
    const store = storeDetails(person, person.store);
    return {
      user_id: idOf(userIds, post.vendor),
      title: post.title,
      description: post.description,
      caption: post.caption,
      price: post.price,
      category_id: post.category.id,
      category_type: post.category.category_type,
      delivery_time: post.deliveryTime,
      delivery_radius: post.deliveryRadius,
      city_key: locationKey(person.place.city),
      state_key: locationKey(person.place.state),
      latitude: store.latitude,
      longitude: store.longitude,
      no_of_likes: counters.likes[index] ?? 0,
      no_of_comments: counters.comments[index] ?? 0,
      created_at: post.createdAt.toISOString(),
      renewed_at: post.createdAt.toISOString(),
    };
  });
  // RETURNING order is not promised (SQLite says so): match the ids by their distinct created_at.
  const idByTime = new Map<string, number>();
  for (const chunk of chunks(rows)) {
    const inserted = await db.insertInto('posts').values(chunk).returning(['id', 'created_at']).execute();
    for (const row of inserted) idByTime.set(row.created_at, row.id);
  }
  return rows.map((row) => {
    const id = idByTime.get(row.created_at);
    if (id === undefined) throw new Error(`demo post at ${row.created_at} was not inserted`);
    return id;
  });
}

async function insertPostMedia(db: Kysely<Database>, postIds: readonly number[], pictures: DemoPictures | null): Promise<void> {
  const mediaRows = (pictures?.posts ?? []).flatMap((stored, index) =>
    stored.map((picture, position) => ({
      post_id: idOf(postIds, index),
      position,
      kind: 'image' as const,
      url: picture.url,
      width: picture.width,
      height: picture.height,
      variants: JSON.stringify(picture.variants),
    })),
  );
  for (const chunk of chunks(mediaRows)) await db.insertInto('post_media').values(chunk).execute();
}

async function insertLikes(db: Kysely<Database>, userIds: readonly number[], postIds: readonly number[], social: SocialPlan): Promise<void> {
  const likeRows = social.likes.map((like) => ({
    post_id: idOf(postIds, like.post),
    user_id: idOf(userIds, like.person),
    created_at: like.createdAt.toISOString(),
  }));
  for (const chunk of chunks(likeRows)) await db.insertInto('likes').values(chunk).execute();
}

/** One by one, in time order, so comment ids follow time and each reply knows its comment's id. */
async function insertComments(db: Kysely<Database>, userIds: readonly number[], postIds: readonly number[], social: SocialPlan): Promise<void> {
  const thread = social.comments.flatMap((comment) => [
    { comment, reply: null },
    ...comment.replies.map((reply) => ({ comment, reply })),
  ]);
  thread.sort((a, b) => (a.reply ?? a.comment).createdAt.getTime() - (b.reply ?? b.comment).createdAt.getTime());
  const commentIds = new Map<object, number>();
  for (const { comment, reply } of thread) {
    const parentId = reply ? commentIds.get(comment) : null;
    if (parentId === undefined) throw new Error('a demo reply came before its comment');
    const entry = reply ?? comment;
    const { id } = await db
      .insertInto('comments')
      .values({
        post_id: idOf(postIds, comment.post),
        user_id: idOf(userIds, entry.person),
        parent_id: parentId,
        body: entry.text,
        created_at: entry.createdAt.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!reply) commentIds.set(comment, id);
  }
}

async function insertFollowsAndSaves(
  db: Kysely<Database>,
  userIds: readonly number[],
  postIds: readonly number[],
  social: SocialPlan,
): Promise<void> {
  const followRows = social.follows.map((follow) => ({
    follower_id: idOf(userIds, follow.follower),
    followed_id: idOf(userIds, follow.followed),
    created_at: follow.createdAt.toISOString(),
  }));
  for (const chunk of chunks(followRows)) await db.insertInto('follows').values(chunk).execute();

  const savedRows = social.saves.map((save) => ({
    user_id: idOf(userIds, save.person),
    post_id: idOf(postIds, save.post),
    created_at: save.createdAt.toISOString(),
  }));
  for (const chunk of chunks(savedRows)) await db.insertInto('saved_posts').values(chunk).execute();
}
