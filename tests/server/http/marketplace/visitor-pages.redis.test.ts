import { describe, expect, it } from 'vitest';
import { feedAnswerSchema, MESSAGES, type FeedAnswer } from '../../../../src/contract';
import { newVendor } from '../../support/factories';
import { get, post, signIn, type TestApp } from '../../support/helpers';
import { useTwoServersOnRedis } from '../../support/realtime-clients';
import { postFields } from './post-forms';

const redisUrl = process.env.TEST_REDIS_URL;
/** Each app's clock stands still, so a shared page never expires by itself: only an invalidation refreshes it. */
const HEARD_WITHIN_MS = 500;

const visitorFeed = async (server: TestApp): Promise<FeedAnswer> => feedAnswerSchema.parse((await get(server.app, '/api/?page=1&per_page=10')).json());
const titlesSeenBy = async (server: TestApp): Promise<string[]> => (await visitorFeed(server)).results.map((result) => result.title);

// Runs where Redis is (CI sets TEST_REDIS_URL), like the PostgreSQL suite with TEST_DATABASE_URL.
describe.runIf(redisUrl)("visitors' shared feed pages on two processes sharing Redis", () => {
  const server = useTwoServersOnRedis(redisUrl);

  it('show a post created or deleted through one process at once through the other', async () => {
    const [first, second] = [server(0), server(1)];
    const vendor = await newVendor(first.stores);
    const token = await signIn(first.app, vendor);
    const before = await titlesSeenBy(second);

    const created = await post(first.app, '/api/', postFields({ title: 'Aso oke, hand woven' }), token);
    expect(created.statusCode).toBe(201);
    await expect.poll(() => titlesSeenBy(second), { timeout: HEARD_WITHIN_MS }).toEqual(['Aso oke, hand woven', ...before]);
    const id = (await visitorFeed(second)).results[0]?.id;

    const deleted = await first.app.inject({ method: 'DELETE', url: '/api/', payload: { postid: id }, headers: { authorization: `Token ${token}` } });
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.postDeleted });
    await expect.poll(() => titlesSeenBy(second), { timeout: HEARD_WITHIN_MS }).toEqual(before);
  });
});
