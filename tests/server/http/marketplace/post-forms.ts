import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createPostAnswerSchema, MESSAGES, type Post } from '../../../../src/contract';
import { newVendor, type TestVendor } from '../../support/factories';
import { signIn, type TestApp } from '../../support/helpers';
import { filesUnder } from '../../support/media-fixtures';
import { multipartBody, type Part } from '../../support/multipart-body';

/** A post form's file part, named as the client names its n-th file. */
export function filePart(n: number, filename: string, bytes: Uint8Array, type = 'image/jpeg'): Part {
  return { name: `image_${n}_${filename}`, filename, bytes, type };
}

/** A valid post form, with `overrides`; `user` is sent and must be ignored. */
export function postFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Ankara fabric, 6 yards',
    description: 'Bright wax print, 100% cotton, from Balogun market.',
    caption: 'Delivery within Lagos',
    category: 2,
    category_type: 'product',
    price: '15000',
    delivery_time: 'next_day',
    user: 'ignored',
    ...overrides,
  };
}

/** Creating posts through the API and looking at what it stored, over one test app. */
export function postForms(t: () => TestApp) {

  async function vendorWithToken(overrides: Parameters<typeof newVendor>[1] = {}): Promise<{ vendor: TestVendor; token: string }> {
    const vendor = await newVendor(t().stores, overrides);
    return { vendor, token: await signIn(t().app, vendor) };
  }

  async function sendForm(parts: readonly Part[], token?: string): Promise<LightMyRequestResponse> {
    const { payload, headers } = await multipartBody(parts);
    return t().app.inject({ method: 'POST', url: '/api/', payload, headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) } });
  }

  function remove(body: unknown, token?: string): Promise<LightMyRequestResponse> {
    return t().app.inject({
      method: 'DELETE',
      url: '/api/',
      payload: body as Record<string, unknown>,
      headers: token ? { authorization: `Token ${token}` } : {},
    });
  }

  async function postCount(): Promise<number> {
    const row = await t().db.kysely.selectFrom('posts').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    const media = await t().db.kysely.selectFrom('post_media').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    return Number(row.count) + Number(media.count);
  }

  const mediaFiles = () => filesUnder(t().config.mediaDir);

  function created(response: LightMyRequestResponse): Post {
    expect(response.statusCode, response.body).toBe(201);
    const answer = createPostAnswerSchema.parse(response.json());
    expect(answer.message).toBe(MESSAGES.postCreated);
    return answer.post;
  }

  return { vendorWithToken, sendForm, remove, postCount, mediaFiles, created };
}
