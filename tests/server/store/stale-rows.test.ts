import { describe, expect, it } from 'vitest';
import { DURATIONS, MODERATION_LIMITS } from '../../../src/contract';
import { startStaleRowsSweep } from '../../../server/jobs/stale-rows-sweep';
import { STALE_ROWS_PER_DELETE } from '../../../server/store/stale-rows.store';
import { useTestApp, type TestApp } from '../support/helpers';
import { signedInUser } from '../support/social-fixtures';

const MINUTE = 60 * 1000;

/** Notes of `count` texts a user sent, `agoMs` before now, each to its own room. */
async function sentTexts(t: TestApp, senderId: number, count: number, agoMs: number, tag: string): Promise<void> {
  const sentAt = new Date(t.clock.now().getTime() - agoMs).toISOString();
  const rows = Array.from({ length: count }, (_, index) => ({ sender_id: senderId, text_hash: `${tag}-${index}`, room_id: index + 1, sent_at: sentAt }));
  for (let first = 0; first < rows.length; first += 250) await t.db.kysely.insertInto('sent_texts').values(rows.slice(first, first + 250)).execute();
}

async function writeKey(t: TestApp, userId: number, key: string, agoMs: number): Promise<void> {
  const createdAt = new Date(t.clock.now().getTime() - agoMs).toISOString();
  await t.db.kysely.insertInto('write_keys').values({ user_id: userId, kind: 'comment', key, made_id: 1, created_at: createdAt }).execute();
}

const notesOf = async (t: TestApp, senderId: number) =>
  (await t.db.kysely.selectFrom('sent_texts').select('text_hash').where('sender_id', '=', senderId).execute()).map((row) => row.text_hash).sort();

const keysOf = async (t: TestApp, userId: number) =>
  (await t.db.kysely.selectFrom('write_keys').select('key').where('user_id', '=', userId).execute()).map((row) => row.key).sort();

describe('rows past their use are swept', () => {
  const t = useTestApp();

  it('deletes the spam rule’s notes older than its window, in batches, and keeps the ones it still reads', async () => {
    const sender = await signedInUser(t());
    await sentTexts(t(), sender.id, STALE_ROWS_PER_DELETE + 3, MODERATION_LIMITS.sameTextWindowMs + MINUTE, 'old');
    await sentTexts(t(), sender.id, 2, MODERATION_LIMITS.sameTextWindowMs - MINUTE, 'fresh');
    expect(await t().stores.staleRows.sentTexts()).toBe(STALE_ROWS_PER_DELETE + 3);
    expect(await notesOf(t(), sender.id)).toEqual(['fresh-0', 'fresh-1']);
  });

  it('deletes Idempotency-Keys claimed before their window and keeps the ones still honoured', async () => {
    const author = await signedInUser(t());
    await writeKey(t(), author.id, 'key-past-window', DURATIONS.writeRetryWindow + MINUTE);
    await writeKey(t(), author.id, 'key-in-window', DURATIONS.writeRetryWindow - MINUTE);
    expect(await t().stores.staleRows.writeKeys()).toBe(1);
    expect(await keysOf(t(), author.id)).toEqual(['key-in-window']);
  });

  it('runs both on its timer, and once more when asked', async () => {
    const user = await signedInUser(t());
    await sentTexts(t(), user.id, 1, MODERATION_LIMITS.sameTextWindowMs + MINUTE, 'old');
    await writeKey(t(), user.id, 'key-past-window', DURATIONS.writeRetryWindow + MINUTE);
    const sweep = startStaleRowsSweep(t().stores.staleRows, { error: () => undefined }, 20);
    try {
      await expect.poll(async () => [await notesOf(t(), user.id), await keysOf(t(), user.id)]).toEqual([[], []]);
      await sentTexts(t(), user.id, 1, MODERATION_LIMITS.sameTextWindowMs + MINUTE, 'later');
      await sweep.run();
      expect(await notesOf(t(), user.id)).toEqual([]);
    } finally {
      await sweep.close();
    }
  });
});
