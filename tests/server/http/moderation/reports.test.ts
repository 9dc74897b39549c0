import { describe, expect, it } from 'vitest';
import { feedAnswerSchema, MESSAGES, reportAnswerSchema } from '../../../../src/contract';
import { buyerVendorRoom, sentText } from '../../support/chat-fixtures';
import { get, json, post, useTestApp, type TestApp } from '../../support/helpers';
import { signedInUser, vendorWithPost, type Member } from '../../support/social-fixtures';

async function reportCount(t: TestApp): Promise<number> {
  const row = await t.db.kysely.selectFrom('reports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const feedIds = async (t: TestApp, token?: string) => feedAnswerSchema.parse((await get(t.app, '/api/?page=1', token)).json()).results.map((item) => item.id);

describe('POST /api/reports', () => {
  const t = useTestApp();

  it('reports a post, a user and a message of one of the reporter’s rooms, with the thanks', async () => {
    const { postId } = await vendorWithPost(t());
    const { buyer, vendor, code } = await buyerVendorRoom(t());
    const message = await sentText(t(), vendor, code, 'Pay into my personal account first');
    const reports = [
      { kind: 'post', post_id: postId, reason: 'scam' },
      { kind: 'user', username: vendor.username, reason: 'spam' },
      { kind: 'message', uniquecode: code, message_id: message.id, reason: 'other', details: 'Asks for payment outside the app' },
    ];
    for (const report of reports) {
      const answer = await post(t().app, '/api/reports', report, buyer.token);
      expect(answer.statusCode).toBe(201);
      expect(reportAnswerSchema.parse(answer.json())).toEqual({ message: MESSAGES.reportSent, kind: report.kind, reason: report.reason });
    }
    expect(await reportCount(t())).toBe(3);
  });

  it('takes one report per reporter per target: a second one answers 409 and adds no row', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    await post(t().app, '/api/reports', { kind: 'post', post_id: postId, reason: 'spam' }, buyer.token);
    const again = await post(t().app, '/api/reports', { kind: 'post', post_id: postId, reason: 'offensive' }, buyer.token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: MESSAGES.alreadyReportedPost });
    expect(await reportCount(t())).toBe(1);
  });

  it('refuses visitors, one’s own post, oneself, one’s own message and rooms one is not in, adding nothing', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const { buyer, code } = await buyerVendorRoom(t());
    const own = await sentText(t(), buyer, code, 'Is it still available?');
    const stranger = await signedInUser(t());
    expect((await post(t().app, '/api/reports', { kind: 'post', post_id: postId, reason: 'spam' })).statusCode).toBe(401);
    const refusals: [Member | typeof vendor, object, number, string][] = [
      [vendor, { kind: 'post', post_id: postId, reason: 'spam' }, 403, MESSAGES.cannotReportOwnPost],
      [buyer, { kind: 'user', username: buyer.username, reason: 'spam' }, 403, MESSAGES.cannotReportSelf],
      [buyer, { kind: 'message', uniquecode: code, message_id: own.id, reason: 'spam' }, 403, MESSAGES.cannotReportOwnMessage],
      [stranger, { kind: 'message', uniquecode: code, message_id: own.id, reason: 'spam' }, 403, MESSAGES.chatAccessDenied],
      [buyer, { kind: 'post', post_id: 987_654, reason: 'spam' }, 404, MESSAGES.postNotFound],
      [buyer, { kind: 'user', username: 'nobody_here', reason: 'spam' }, 404, MESSAGES.userNotFound],
    ];
    for (const [reporter, body, status, message] of refusals) {
      const answer = await post(t().app, '/api/reports', body, reporter.token);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(answer).message).toBe(message);
    }
    expect(await reportCount(t())).toBe(0);
  });

  it('refuses a report without a reason, Other without words, and words past 500 characters (400)', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const bad: [object, string][] = [
      [{ kind: 'post', post_id: postId }, MESSAGES.reportReasonRequired],
      [{ kind: 'post', post_id: postId, reason: 'bad vibes' }, MESSAGES.reportReasonRequired],
      [{ kind: 'post', post_id: postId, reason: 'other', details: '   ' }, MESSAGES.reportDetailsRequired],
      [{ kind: 'post', post_id: postId, reason: 'spam', details: 'x'.repeat(501) }, MESSAGES.reportDetailsTooLong],
      [{ kind: 'comment', post_id: postId, reason: 'spam' }, MESSAGES.reportKindRequired],
    ];
    for (const [body, message] of bad) {
      const answer = await post(t().app, '/api/reports', body, buyer.token);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(message);
    }
    expect(await reportCount(t())).toBe(0);
  });

  it('holds a post reported by 3 distinct users from the feed and the post page of everyone but its owner', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const reporters = [await signedInUser(t()), await signedInUser(t()), await signedInUser(t())];
    const onlooker = await signedInUser(t());
    for (const [index, reporter] of reporters.entries()) {
      expect(await feedIds(t(), onlooker.token)).toContain(postId);
      await post(t().app, '/api/reports', { kind: 'post', post_id: postId, reason: index === 0 ? 'scam' : 'spam' }, reporter.token);
    }
    expect(await feedIds(t())).not.toContain(postId);
    expect(await feedIds(t(), onlooker.token)).not.toContain(postId);
    expect((await get(t().app, `/api/post/${postId}`)).statusCode).toBe(404);
    expect((await get(t().app, `/api/post/${postId}`, onlooker.token)).statusCode).toBe(404);
    expect((await get(t().app, `/api/post/${postId}`, vendor.token)).statusCode).toBe(200);
  });

  it('does not hold a post two users reported, however often they try', async () => {
    const { postId } = await vendorWithPost(t());
    const reporters = [await signedInUser(t()), await signedInUser(t())];
    for (const reporter of [...reporters, ...reporters]) await post(t().app, '/api/reports', { kind: 'post', post_id: postId, reason: 'spam' }, reporter.token);
    expect(await feedIds(t())).toContain(postId);
    expect((await get(t().app, `/api/post/${postId}`)).statusCode).toBe(200);
  });
});
