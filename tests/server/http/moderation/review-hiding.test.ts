import { describe, expect, it } from 'vitest';
import { auditLogSchema, MESSAGES, MODERATION_LIMITS, moderationQueueSchema, reviewsPageSchema } from '../../../../src/contract';
import { get, json, post, useTestApp, type TestApp } from '../../support/helpers';
import { signedInUser, signedInVendor, type Member } from '../../support/social-fixtures';

const reportReview = (t: TestApp, reporter: Member, reviewId: number) =>
  post(t.app, '/api/reports', { kind: 'review', review_id: reviewId, reason: 'offensive' }, reporter.token);
const hideReview = (t: TestApp, member: Member | null, reviewId: number) =>
  post(t.app, '/api/moderation/actions', { kind: 'review', target_id: reviewId, action: 'hide' }, member?.token);

describe('hiding a reported review (POST /api/moderation/actions, kind review, action hide)', () => {
  const t = useTestApp();

  /** Ada's profile with two reviews: Tunde's 1 star (the reported one) and Bola's 5. */
  async function reviewed() {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const author = await signedInUser(t(), { username: 'tunde_b' });
    const other = await signedInUser(t(), { username: 'bola_k' });
    await t().stores.reviews.write(author.id, vendor.id, 1, 'Rubbish seller, call 0803 for a better deal');
    t().clock.advance(1000);
    await t().stores.reviews.write(other.id, vendor.id, 5, 'Lovely fabric');
    const reviewId = (await t().stores.reviews.one(author.id, vendor.id))?.id;
    const keptId = (await t().stores.reviews.one(other.id, vendor.id))?.id;
    if (reviewId === undefined || keptId === undefined) throw new Error('the reviews were not written');
    return { vendor, author, reviewId, keptId };
  }

  async function moderator() {
    const member = await signedInUser(t(), { username: 'mod_chioma' });
    await t().stores.moderation.grant(member.id);
    return member;
  }

  const profileOf = async (username: string) => reviewsPageSchema.parse((await get(t().app, `/api/reviews/${username}`)).json());
  const ratingOf = async (username: string) => (await get(t().app, `/api/rating/${username}`)).json() as { average: number | null; count: number };
  const queueOf = async (mod: Member) => moderationQueueSchema.parse((await get(t().app, '/api/moderation/reports', mod.token)).json()).results;

  it('takes the review off the profile (list, average and count) and records who hid it and when', async () => {
    const { vendor, reviewId, keptId } = await reviewed();
    await reportReview(t(), vendor, reviewId);
    const mod = await moderator();
    expect(await profileOf(vendor.username)).toMatchObject({ average: 3, count: 2 });

    const hidden = await hideReview(t(), mod, reviewId);
    expect(hidden.statusCode).toBe(200);
    expect(json(hidden)).toEqual({ message: MESSAGES.moderationDone });
    const profile = await profileOf(vendor.username);
    expect(profile).toMatchObject({ average: 5, count: 1 });
    expect(profile.results.map((review) => review.id)).toEqual([keptId]);
    expect(await ratingOf(vendor.username)).toMatchObject({ average: 5, count: 1 });
    expect(await queueOf(mod)).toEqual([]);
    const audit = auditLogSchema.parse((await get(t().app, '/api/moderation/audit', mod.token)).json()).results;
    expect(audit).toEqual([
      { moderator: mod.username, action: 'hide', kind: 'review', target_id: reviewId, reason: '', until: null, created_at: t().clock.now().toISOString() },
    ]);
  });

  it('lets only moderators hide a review (401 for visitors, 403 for the vendor, the author and anyone else), changing nothing', async () => {
    const { vendor, author, reviewId } = await reviewed();
    await reportReview(t(), vendor, reviewId);
    expect((await hideReview(t(), null, reviewId)).statusCode).toBe(401);
    for (const member of [vendor, author, await signedInUser(t())]) {
      const answer = await hideReview(t(), member, reviewId);
      expect(answer.statusCode).toBe(403);
      expect(json(answer).message).toBe(MESSAGES.moderatorsOnly);
    }
    expect(await profileOf(vendor.username)).toMatchObject({ count: 2 });
    const mod = await moderator();
    expect((await queueOf(mod)).map((item) => [item.kind, item.target_id])).toEqual([['review', reviewId]]);
    expect(auditLogSchema.parse((await get(t().app, '/api/moderation/audit', mod.token)).json()).results).toEqual([]);
  });

  it(`hides a review reported by ${MODERATION_LIMITS.reportsToHold} distinct users pending review, as a post; a dismiss brings it back`, async () => {
    const { vendor, reviewId } = await reviewed();
    const reporters = [vendor, ...(await Promise.all([1, 2].map((n) => signedInUser(t(), { username: `reporter_${n}` }))))];
    for (const [index, reporter] of reporters.entries()) {
      expect((await profileOf(vendor.username)).count, `before report ${index + 1}`).toBe(2);
      expect((await reportReview(t(), reporter, reviewId)).statusCode).toBe(201);
    }
    expect(await profileOf(vendor.username)).toMatchObject({ average: 5, count: 1 });
    const mod = await moderator();
    expect((await queueOf(mod)).map((item) => [item.kind, item.target_id, item.reports, item.held])).toEqual([['review', reviewId, 3, true]]);

    await post(t().app, '/api/moderation/actions', { kind: 'review', target_id: reviewId, action: 'dismiss' }, mod.token);
    expect(await profileOf(vendor.username)).toMatchObject({ average: 3, count: 2 });
  });

  it('still refuses Hide for a user or a chat message', async () => {
    const { author } = await reviewed();
    const mod = await moderator();
    const answer = await post(t().app, '/api/moderation/actions', { kind: 'user', target_id: author.id, action: 'hide' }, mod.token);
    expect(answer.statusCode).toBe(400);
    expect(json(answer).message).toBe(MESSAGES.onlyPostsHide);
  });
});
