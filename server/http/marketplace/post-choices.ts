import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { createPostPayloadSchema, MESSAGES, toFieldErrors, type Category, type FieldErrors } from '../../../src/contract';
import type { MarketInfoRow } from '../../db/schema';
import type { Stores } from '../../store';
import { callerOf } from '../authenticate';
import { badRequest, HttpError } from '../http-error';

/** What a new or an edited post's form says, checked by the same rules. */
export type PostFormPayload = z.output<typeof createPostPayloadSchema>;

/** The form parsed with `schema` (the create form, or the edit form built on it); any refusal is the spec's 'Invalid post data'. */
export function parsePostForm<S extends z.ZodMiniType<PostFormPayload>>(schema: S, payload: unknown): z.output<S> {
  const result = z.safeParse(schema, payload ?? {});
  if (!result.success) throw badRequest(MESSAGES.invalidPostData, toFieldErrors(result.error.issues));
  return result.data;
}

/** The caller's store; only a vendor posts (and edits what they posted). */
export async function vendorStoreOf(stores: Stores, request: FastifyRequest): Promise<MarketInfoRow> {
  const market = await stores.accounts.marketInfo(callerOf(request).userId);
  if (!market?.marketname.trim()) throw new HttpError(403, MESSAGES.vendorProfileRequired);
  return market;
}

/** The post's category, once it and the delivery time are known to be valid choices. */
export async function checkPostChoices(stores: Stores, payload: PostFormPayload): Promise<Category> {
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

/** The fields an owner's form sets, the same for a new post and an edited one. */
export function formFieldsOf(payload: PostFormPayload, category: Category) {
  return {
    title: payload.title,
    description: payload.description,
    caption: payload.caption,
    price: payload.price,
    category_id: category.id,
    category_type: category.category_type,
    delivery_time: payload.delivery_time,
    delivery_radius: payload.delivery_radius ?? null,
  };
}
