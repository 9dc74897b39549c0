import { describe, expect, it } from 'vitest';
import { auditLogSchema, feedAnswerSchema, fillTemplate, MESSAGES, moderationQueueSchema } from '../../../../src/contract';
import { get, json, post, useTestApp, type TestApp } from '../../support/helpers';
import { signedInUser, vendorWithPost, type Member } from '../../support/social-fixtures';

async function moderator(t: TestApp): Promise<Member> {
  const member = await signedInUser(t);
  await t.stores.moderation.grant(member.id);
  return member;
}

const report = (t: TestApp, reporter: Member, postId: number, reason: string, details = '') =>
  post(t.app, '/api/reports', { kind: 'post', post_id: postId, reason, ...(details ? { details } : {}) }, reporter.token);

const feedIds = async (t: TestApp) => feedAnswerSchema.parse((await get(t.app, '/api/?page=1')).json()).results.map((item) => item.id);

const inAWeek = (t: TestApp) => new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString();

describe('the moderation queue', () => {
  const t = useTestApp();

  it('only moderators reach its calls: 401 for visitors, 403 for other members', async () => {
    const member = await signedInUser(t());
    const calls = [
      () => get(t().app, '/api/moderation/reports', member.token),
      () => get(t().app, '/api/moderation/audit', member.token),
      () => post(t().app, '/api/moderation/actions', { kind: 'user', target_id: member.id, action: 'dismiss' }, member.token),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.statusCode).toBe(403);
      expect(json(answer).message).toBe(MESSAGES.moderatorsOnly);
    }
    expect((await get(t().app, '/api/moderation/reports')).statusCode).toBe(401);
    expect((await post(t().app, '/api/moderation/actions', { kind: 'user', target_id: member.id, action: 'dismiss' })).statusCode).toBe(401);
  });

  it("the moderator's own details say so, so the menu offers Moderation; nobody else's details do", async () => {
    const mod = await moderator(t());
    const member = await signedInUser(t());
    const details = async (username: string, token?: string) => json(await get(t().app, `/api/fetchcurruserdetails?username=${username}`, token)).currentuser;
    expect(await details(mod.username, mod.token)).toMatchObject({ is_self: true, is_moderator: true });
    expect(await details(mod.username, member.token)).toMatchObject({ is_self: false, is_moderator: false });
    expect(await details(mod.username)).toMatchObject({ is_moderator: false });
    expect(await details(member.username, member.token)).toMatchObject({ is_self: true, is_moderator: false });
  });

  it('groups open reports by target, most reported first, with their reasons and the target in context', async () => {
    const { vendor, postId } = await vendorWithPost(t(), {}, { title: 'Fake designer bag', price: 48000, media: [{ kind: 'image', url: '/media/bag.webp', width: 800, height: 600 }] });
    const [first, second] = [await signedInUser(t()), await signedInUser(t())];
    await report(t(), first, postId, 'scam');
    await report(t(), second, postId, 'other', 'Same photos as another seller');
    await post(t().app, '/api/reports', { kind: 'user', username: vendor.username, reason: 'spam' }, first.token);
    const mod = await moderator(t());

    const queue = moderationQueueSchema.parse((await get(t().app, '/api/moderation/reports', mod.token)).json()).results;
    expect(queue.map((item) => [item.kind, item.target_id, item.reports])).toEqual([
      ['post', postId, 2],
      ['user', vendor.id, 1],
    ]);
    expect(queue[0]?.context).toEqual({ title: 'Fake designer bag', username: vendor.username, text: '', price: 48000, image: '/media/bag.webp', rating: null, vendor: '' });
    expect(queue[1]?.context).toEqual({ title: '', username: vendor.username, text: '', price: null, image: '', rating: null, vendor: '' });
    expect(queue[0]?.reasons.map((item) => [item.reason, item.details, item.reporter])).toEqual([
      ['other', 'Same photos as another seller', second.username],
      ['scam', '', first.username],
    ]);
  });

  it('dismiss closes the reports and gives a held post back; hide holds it; each is in the audit log with who and when', async () => {
    const { postId } = await vendorWithPost(t());
    for (const reason of ['scam', 'spam', 'offensive']) await report(t(), await signedInUser(t()), postId, reason);
    expect(await feedIds(t())).not.toContain(postId);
    const mod = await moderator(t());

    const dismissed = await post(t().app, '/api/moderation/actions', { kind: 'post', target_id: postId, action: 'dismiss' }, mod.token);
    expect(json(dismissed)).toEqual({ message: MESSAGES.moderationDone });
    expect(await feedIds(t())).toContain(postId);
    expect(moderationQueueSchema.parse((await get(t().app, '/api/moderation/reports', mod.token)).json()).results).toEqual([]);

    t().clock.advance(60_000);
    await post(t().app, '/api/moderation/actions', { kind: 'post', target_id: postId, action: 'hide', reason: 'Counterfeit' }, mod.token);
    expect(await feedIds(t())).not.toContain(postId);

    const audit = auditLogSchema.parse((await get(t().app, '/api/moderation/audit', mod.token)).json()).results;
    expect(audit.map((entry) => [entry.moderator, entry.action, entry.kind, entry.target_id, entry.reason])).toEqual([
      [mod.username, 'hide', 'post', postId, 'Counterfeit'],
      [mod.username, 'dismiss', 'post', postId, ''],
    ]);
    expect(audit[0]?.created_at).toBe(t().clock.now().toISOString());
  });

  it('a suspended user cannot sign in and is told why and until when; their sessions end', async () => {
    const offender = await signedInUser(t());
    const mod = await moderator(t());
    const until = inAWeek(t());
    const refusals: [object, string][] = [
      [{ kind: 'user', target_id: offender.id, action: 'suspend', until }, MESSAGES.suspensionReasonRequired],
      [{ kind: 'user', target_id: offender.id, action: 'suspend', reason: 'Scams buyers' }, MESSAGES.suspensionEndRequired],
      [{ kind: 'user', target_id: offender.id, action: 'suspend', reason: 'Scams buyers', until: '2020-01-01T00:00:00.000Z' }, MESSAGES.suspensionEndRequired],
      [{ kind: 'user', target_id: offender.id, action: 'hide' }, MESSAGES.onlyPostsHide],
    ];
    for (const [body, message] of refusals) {
      const answer = await post(t().app, '/api/moderation/actions', body, mod.token);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(answer).message).toBe(message);
    }

    await post(t().app, '/api/moderation/actions', { kind: 'user', target_id: offender.id, action: 'suspend', reason: 'Scams buyers', until }, mod.token);
    const login = await post(t().app, '/api/login', { username: offender.username, password: offender.password });
    expect(login.statusCode).toBe(403);
    expect(json(login).message).toBe(fillTemplate(MESSAGES.accountSuspended, { until: until.slice(0, 10), reason: 'Scams buyers' }));
    expect((await get(t().app, '/api/hidden', offender.token)).statusCode).toBe(401);

    t().clock.advance(8 * 86_400_000);
    expect((await post(t().app, '/api/login', { username: offender.username, password: offender.password })).statusCode).toBe(200);
  });
});
