import { describe, expect, it } from 'vitest';
import { commentAnswerSchema, createPostAnswerSchema } from '../../../src/contract';
import { newVendor } from '../support/factories';
import { signIn } from '../support/helpers';
import { openTestDatabase } from '../support/test-database';
import { postFields } from '../http/marketplace/post-forms';
import { useServerProcess } from './use-server-process';

/** A write sent to the server process as the client sends it: JSON, the session's token, its Idempotency-Key. */
async function send(url: string, token: string, key: string, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${token}`, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}

// On SQLite by default, on PostgreSQL with TEST_DATABASE_URL: the server is its own process over the test database.
describe('a keyed write sent again after the server was killed (SIGKILL) and started', () => {
  const fixture = useServerProcess(openTestDatabase);

  it('answers a new post and a comment sent again with the ones stored before the kill, and stores each once', async () => {
    const { local, server } = fixture();
    const vendor = await newVendor(local.stores);
    const token = await signIn(local.app, vendor);
    const postOf = (answer: { status: number; body: unknown }) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return createPostAnswerSchema.parse(answer.body).post.id;
    };
    const commentOf = (answer: { status: number; body: unknown }) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return commentAnswerSchema.parse(answer.body).comment.id;
    };

    const postId = postOf(await send(`${server.url}/api/`, token, 'k-restart-post-1', postFields()));
    const comment = { post: postId, comment: 'Delivery to Yaba?', parent: null };
    const commentId = commentOf(await send(`${server.url}/api/comment`, token, 'k-restart-comment-1', comment));
    // Its answers may not have reached the phone before the process died: the phone sends both again.
    await server.kill();
    await server.start();
    expect(postOf(await send(`${server.url}/api/`, token, 'k-restart-post-1', postFields()))).toBe(postId);
    expect(commentOf(await send(`${server.url}/api/comment`, token, 'k-restart-comment-1', comment))).toBe(commentId);

    const posts = await local.db.kysely.selectFrom('posts').select('id').where('user_id', '=', vendor.id).execute();
    const comments = await local.db.kysely.selectFrom('comments').select('id').where('post_id', '=', postId).execute();
    expect(posts.map((row) => row.id)).toEqual([postId]);
    expect(comments.map((row) => row.id)).toEqual([commentId]);
  }, 90_000);
});
