import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { DURATIONS, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../../src/contract';
import { commentsMachine } from '../../src/machines/comments';
import { clearSession, writeSession } from '../../src/services/cookies';
import { sampleComment } from '../fixtures/post';
import { apiUrl, server } from '../setup/msw';
import { ALICE } from '../machines/comments.start';

afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

/**
 * A comment whose answer never came (the request reached the server, the phone heard nothing within
 * DURATIONS.apiCallTimeout) is sent again with the same Idempotency-Key, so the server stores it once.
 */
describe('a comment sent again after its answer was lost', () => {
  it('carries the same Idempotency-Key on the retry, a valid one by the contract', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    writeSession({ token: 'token-of-alice', username: 'alice' });
    const keys: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/comment'), () => HttpResponse.json({ comments: [] })),
      http.post(apiUrl('/comment'), async ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        if (keys.length === 1) await delay('infinite');
        return HttpResponse.json({ comment: sampleComment(9, { user: ALICE, comment: 'Hello' }), no_of_comments: 1 }, { status: 201 });
      }),
    );
    const actor = createActor(commentsMachine, { input: { postId: 42, count: 0, allowComments: true } }).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'comment.changed', text: 'Hello' });
    actor.send({ type: 'comment.submitted', author: ALICE });
    await vi.advanceTimersByTimeAsync(DURATIONS.apiCallTimeout);
    expect(actor.getSnapshot().context.draft).toBe('Hello');
    actor.send({ type: 'comment.submitted', author: ALICE });
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(actor.getSnapshot().context.comments.map((comment) => comment.id)).toEqual([9]));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(idempotencyKeySchema.safeParse(keys[0]).success).toBe(true);
    actor.stop();
  });
});
