import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createPostPayloadSchema, MESSAGES, toFieldErrors, type Category, type FieldErrors } from '../../../src/contract';
import type { MarketInfoRow, UserRow } from '../../db/schema';
import { registerMultipart } from '../../media/multipart';
import { storedPaths, storePostMedia, type StoredMedia } from '../../media/uploads';
import { locationKey, type NewPostFields, type NewPostMedia } from '../../store/posts.store';
import { callerOf } from '../authenticate';
import { badRequest, HttpError } from '../http-error';
import { toPost } from './post.presenter';
import type { RouteDeps } from '../route-deps';
import { withPostSubmission, type PostSubmission } from './post-submission';

type PostPayload = z.output<typeof createPostPayloadSchema>;

function parsePayload(payload: unknown): PostPayload {
  const result = createPostPayloadSchema.safeParse(payload ?? {});
  if (!result.success) throw badRequest(MESSAGES.invalidPostData, toFieldErrors(result.error.issues));
  return result.data;
}

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

function fieldsOf(payload: PostPayload, category: Category, user: UserRow, market: MarketInfoRow): NewPostFields {
  return {
    user_id: user.id,
    title: payload.title,
    description: payload.description,
    caption: payload.caption,
    price: payload.price,
    category_id: category.id,
    category_type: category.category_type,
    delivery_time: payload.delivery_time,
    delivery_radius: payload.delivery_radius ?? null,
    ...locationOf(user, market),
  };
}

function mediaRowOf(item: StoredMedia): NewPostMedia {
  if (item.kind === 'video') return { kind: 'video', url: item.url, width: null, height: null, variants: '[]' };
  const variants = item.variants.map(({ width, url }) => ({ width, url }));
  return { kind: 'image', url: item.url, width: item.width, height: item.height, variants: JSON.stringify(variants) };
}

/**
 * POST / : a vendor's new post, multipart with files or JSON when text-only. Everything is checked
 * (fields, category, delivery time, then every file by its content) before anything is written; a
 * store without allow_multi_image gets one file per post (a second is refused before it is read);
 * a failure after the files are stored removes them again.
 */
export function postCreateRoutes({ stores, auth, limits, media, visitorPages, uploads }: RouteDeps): FastifyPluginAsync {
  async function vendorStore(request: FastifyRequest): Promise<MarketInfoRow> {
    const market = await stores.accounts.marketInfo(callerOf(request).userId);
    if (!market?.marketname.trim()) throw new HttpError(403, MESSAGES.vendorProfileRequired);
    return market;
  }

  /** The post's category, once it and the delivery time are known to be valid choices. */
  async function checkChoices(payload: PostPayload): Promise<Category> {
    const [category, deliveryTime] = await Promise.all([
      stores.lookups.category(payload.category),
      stores.lookups.deliveryTime(payload.delivery_time),
    ]);
    const errors: FieldErrors = {};
    const typeMatches = !payload.category_type || category?.category_type === payload.category_type;
    if (!category || !typeMatches) errors.category = [MESSAGES.unknownCategory];
    if (!deliveryTime) errors.delivery_time = [MESSAGES.unknownDeliveryTime];
    if (!category || Object.keys(errors).length > 0) throw badRequest(MESSAGES.invalidPostData, errors);
    return category;
  }

  async function insertPost(fields: NewPostFields, stored: StoredMedia[]): Promise<number> {
    try {
      return await stores.transaction((tx) => tx.posts.create(fields, stored.map(mediaRowOf)));
    } catch (error) {
      await media.remove(storedPaths(stored));
      throw error;
    }
  }

  /** The post with its files stored; answers its id. */
  async function createPost(user: UserRow, market: MarketInfoRow, submission: PostSubmission): Promise<number> {
    const payload = parsePayload(submission.payload);
    const category = await checkChoices(payload);
    const stored = await storePostMedia(media, submission.files);
    return insertPost(fieldsOf(payload, category, user, market), stored);
  }

  return async (app) => {
    await registerMultipart(app);

    // Multipart bodies bypass Fastify's bodyLimit (@fastify/multipart reads the stream itself, bounded by
    // its own limits: 5 files of at most 50MB, 64 KiB fields); a JSON body (text only) keeps the 1 MiB limit.
    // The hourly post limit and the store check come before the body is read.
    app.post('/', { preHandler: [auth.required, limits.createPost] }, async (request, reply) => {
      const caller = callerOf(request);
      const market = await vendorStore(request);
      const singleFile = !market.allow_multi_image;
      const id = await withPostSubmission(request, uploads, { singleFile }, (submission) => createPost(caller.user, market, submission));
      const post = await stores.posts.find(id, caller.userId);
      if (!post) throw new Error(`post ${id} vanished after its creation`);
      visitorPages.clear();
      return reply.code(201).send({ success: true, message: MESSAGES.postCreated, post: toPost(post) });
    });
  };
}
