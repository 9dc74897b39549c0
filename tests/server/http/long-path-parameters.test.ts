import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, searchAnswerSchema } from '../../../src/contract';
import { get, json, useTestApp } from '../support/helpers';

describe('path parameters as long as the contract takes them', () => {
  const t = useTestApp();

  it('reach their route: a search term of up to 200 characters, a username of up to 254 (an e-mail)', async () => {
    const search = await get(t().app, `/api/search/${'a'.repeat(LIMITS.searchTermMax * 2)}`);
    expect(search.statusCode).toBe(200);
    expect(searchAnswerSchema.parse(search.json()).results).toEqual([]);
    for (const url of [`/api/get_user/${'a'.repeat(LIMITS.emailMax)}`, `/api/user/${'b'.repeat(150)}/status`]) {
      const user = await get(t().app, url);
      expect(user.statusCode, url).toBe(404);
      expect(json(user), url).toEqual({ message: MESSAGES.userNotFound });
    }
  });

  it('are refused by their route, under the name of the parameter, however long, not by the router', async () => {
    const tooLong = 'c'.repeat(2000);
    const cases: [string, string][] = [
      [`/api/get_user/${tooLong}`, 'username'],
      [`/api/user/${tooLong}/status`, 'username'],
      [`/api/rating/${tooLong}`, 'username'],
      [`/api/search/${tooLong}`, 'term'],
    ];
    for (const [url, field] of cases) {
      const answer = await get(t().app, url);
      expect(answer.statusCode, url.slice(0, 30)).toBe(400);
      expect(Object.keys(json(answer).errors ?? {}), url.slice(0, 30)).toEqual([field]);
    }
  });
});
