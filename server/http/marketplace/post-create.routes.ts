import type { FastifyPluginAsync } from 'fastify';
import { createPostPayloadSchema, MESSAGES, type Category } from '../../../src/contract';
import type { MarketInfoRow, UserRow } from '../../db/schema';
import { registerMultipart } from '../../media/multipart';
import { storedPaths, storePostMedia, type StoredMedia } from '../../media/uploads';
import { locationKey, type NewPostFields } from '../../store/posts.store';
import { callerOf } from '../authenticate';
import { postsOf } from './post.presenter';
import type { AreaStores } from '../../store';
import type { WriteKey } from '../../store/writeKeys.store';
import type { RouteDeps } from '../route-deps';
import { claimOrFirst, limitingNewWrites, madeBefore, writeKeyOf } from '../write-keys';
import { checkPostChoices, formFieldsOf, parsePostForm, vendorStoreOf, type PostFormPayload } from './post-choices';
import { mediaRowOf } from './post-media-rows';
import { withPostSubmission, type PostSubmission } from './post-submission';

/** Where the post is shown in the feed filters: the store's city, state and position, else the user's city and state. */
function locationOf(user: UserRow, market: MarketInfoRow) {
  const positioned = market.business_latitude !== null && market.business_longitude !== null;
  return {
    city_key: locationKey(market.city || user.city),
    state_key: locationKey(market.state || user.state),
    latitude: positioned ? market.business_latitude : null,
    longitude: positioned ? market.business_longitude : null,
  };
}

function fieldsOf(payload: PostFormPayload, category: Category, user: UserRow, market: MarketInfoRow): NewPostFields {
  return { user_id: user.id, ...formFieldsOf(payload, category), ...locationOf(user, market) };
}

/**
 * POST / : a vendor's new post, multipart with files or JSON when text-only. Everything is checked
 * (fields, category, delivery time, then every file by its content) before anything is written; a
 * store without allow_multi_image gets one file per post (a second is refused before it is read);
 * a failure after the files are stored removes them again.
 */
export function postCreateRoutes({ stores, auth, limits, media, visitorPages, uploads, savedSearchAlerts }: RouteDeps): FastifyPluginAsync {
  const existing = (on: AreaStores) => async (id: number) => ((await on.posts.ownerOf(id)) === undefined ? undefined : id);

  /** The new post's id; a resend of its key that got there first answers that post's, and these files go. */
  async function insertPost(fields: NewPostFields, stored: StoredMedia[], key: WriteKey | null): Promise<number> {
    try {
      const { id, isNew } = await stores.transaction(async (tx) => {
        const first = await claimOrFirst(tx, key, existing(tx));
        if (first !== undefined) return { id: first, isNew: false };
        const made = await tx.posts.create(fields, stored.map(mediaRowOf));
        if (key) await tx.writeKeys.settle(key, made);
        return { id: made, isNew: true };
      });
      if (!isNew) await media.remove(storedPaths(stored));
      return id;
    } catch (error) {
      await media.remove(storedPaths(stored));
      throw error;
    }
  }

  /** The post with its files stored; answers its id. */
  async function createPost(user: UserRow, market: MarketInfoRow, submission: PostSubmission, key: WriteKey | null): Promise<number> {
    const payload = parsePostForm(createPostPayloadSchema, submission.payload);
    const category = await checkPostChoices(stores, payload);
    const stored = await storePostMedia(media, submission.files);
    return insertPost(fieldsOf(payload, category, user, market), stored, key);
  }

  return async (app) => {
    await registerMultipart(app);

    // Multipart bodies bypass Fastify's bodyLimit (@fastify/multipart reads the stream itself, bounded by
    // its own limits: 5 files of at most 50MB, 64 KiB fields); a JSON body (text only) keeps the 1 MiB limit.
    // The hourly post limit and the store check come before the body is read.
    app.post('/', { preHandler: [auth.required, limitingNewWrites(stores, 'post', limits.createPost)] }, async (request, reply) => {
      const caller = callerOf(request);
      const key = writeKeyOf(request, caller.userId, 'post');
      const market = await vendorStoreOf(stores, request);
      const singleFile = !market.allow_multi_image;
      // A resend of a post already made (its answer was lost) answers that post; its files are not read.
      const earlier = await madeBefore(stores, key, existing(stores));
      const id = earlier ?? (await withPostSubmission(request, uploads, { singleFile }, (submission) => createPost(caller.user, market, submission, key)));
      const [post] = postsOf(await stores.posts.cards([id], caller.userId));
      if (!post) throw new Error(`post ${id} vanished after its creation`);
      if (earlier === undefined) {
        visitorPages.clear();
        // Saved searches are matched after the answer, never delaying it (issue 16).
        savedSearchAlerts.postCreated(id, caller.userId);
      }
      return reply.code(201).send({ success: true, message: MESSAGES.postCreated, post });
    });
  };
}
