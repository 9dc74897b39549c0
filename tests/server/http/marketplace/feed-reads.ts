import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { feedAnswerSchema, type FeedAnswer } from '../../../../src/contract';
import { newPost, type TestVendor } from '../../support/factories';
import { get, type TestApp } from '../../support/helpers';

/** A 200 feed answer, parsed with its contract schema. */
function feedOf(response: LightMyRequestResponse): FeedAnswer {
  expect(response.statusCode, response.body).toBe(200);
  return feedAnswerSchema.parse(response.json());
}

/** The titles a page shows, in order. */
export const titles = (answer: FeedAnswer) => answer.results.map((post) => post.title);

/** Reading the feed and making posts to read, over one test app. */
export function feedReads(t: () => TestApp) {
  async function feed(query = '', token?: string): Promise<FeedAnswer> {
    return feedOf(await get(t().app, `/api/${query ? `?${query}` : ''}`, token));
  }

  async function postsBy(vendor: TestVendor, count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let n = 1; n <= count; n += 1) ids.push(await newPost(t().stores, vendor, { title: `Post ${n}` }));
    return ids;
  }

  return { feed, postsBy };
}
