import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '../support/test-database';
import { get, useTestApp } from '../support/helpers';
import { newPost, newVendor } from '../support/factories';

type Sent = { name?: string; text: string };

/**
 * On PostgreSQL the hot paths' precompiled statements go by name, so each connection parses them once and
 * PostgreSQL may keep their plan: a post's JSON statement, sent as text, was planned on every request (1 ms,
 * three times its run). Other statements still go as text (their number is not bounded).
 */
describe.runIf(testDatabaseKind === 'postgres')('named statements on PostgreSQL', () => {
  const t = useTestApp();

  async function sentWhile(run: () => Promise<unknown>): Promise<Sent[]> {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await run();
      return query.mock.calls.map(([first]) => (typeof first === 'string' ? { text: first } : (first as Sent)));
    } finally {
      query.mockRestore();
    }
  }

  it("sends a post's statement by the same name on every request, and answers the same post", async () => {
    const vendor = await newVendor(t().stores);
    const postId = await newPost(t().stores, vendor, { title: 'Ankara gown' });
    const sent = await sentWhile(async () => {
      for (let turn = 0; turn < 8; turn += 1) {
        const response = await get(t().app, `/api/post/${postId}`);
        expect(response.json()).toMatchObject({ post: { id: postId, title: 'Ankara gown' } });
      }
    });
    const cards = sent.filter((statement) => statement.text.includes('json_build_object'));
    expect(cards).toHaveLength(8);
    const names = new Set(cards.map((statement) => statement.name));
    expect(names.size).toBe(1);
    expect([...names][0]).toMatch(/^kept_\d+$/);
  });
});
