import { describe, expect, it } from 'vitest';
import { MESSAGES, moderationQueueSchema, reportAnswerSchema } from '../../../../src/contract';
import { get, json, post, useTestApp, type TestApp } from '../../support/helpers';
import { signedInUser, signedInVendor, type Member } from '../../support/social-fixtures';

const reportReview = (t: TestApp, reporter: Member | null, reviewId: number, reason = 'offensive') =>
  post(t.app, '/api/reports', { kind: 'review', review_id: reviewId, reason }, reporter?.token);

describe('reports of reviews (POST /api/reports, kind review)', () => {
  const t = useTestApp();

  async function reviewed() {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const buyer = await signedInUser(t(), { username: 'tunde_b' });
    await t().stores.reviews.write(buyer.id, vendor.id, 1, 'Rubbish seller, call 0803 for a better deal');
    const [review] = (await t().stores.reviews.page(vendor.id, 1)).results;
    if (!review) throw new Error('the review was not written');
    return { vendor, buyer, reviewId: review.id };
  }

  it('takes one report per reporter per review (409 the second time) and the queue shows the review in context', async () => {
    const { vendor, buyer, reviewId } = await reviewed();
    const answer = await reportReview(t(), vendor, reviewId);
    expect(answer.statusCode).toBe(201);
    expect(reportAnswerSchema.parse(answer.json())).toEqual({ message: MESSAGES.reportSent, kind: 'review', reason: 'offensive' });
    const again = await reportReview(t(), vendor, reviewId, 'spam');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(MESSAGES.alreadyReportedReview);

    const moderator = await signedInUser(t());
    await t().stores.moderation.grant(moderator.id);
    const queue = moderationQueueSchema.parse((await get(t().app, '/api/moderation/reports', moderator.token)).json()).results;
    expect(queue.map((item) => [item.kind, item.target_id, item.reports, item.context.username, item.context.text])).toEqual([
      ['review', reviewId, 1, buyer.username, 'Rubbish seller, call 0803 for a better deal'],
    ]);
    // A suspension answers to the review's author.
    const until = new Date(t().clock.now().getTime() + 86_400_000).toISOString();
    expect((await post(t().app, '/api/moderation/actions', { kind: 'review', target_id: reviewId, action: 'suspend', reason: 'Abuse', until }, moderator.token)).statusCode).toBe(200);
    expect(await t().stores.moderation.activeSuspension(buyer.id)).toMatchObject({ reason: 'Abuse' });
  });

  it("refuses visitors (401), one's own review (403) and a review that does not exist (404)", async () => {
    const { buyer, reviewId } = await reviewed();
    expect((await reportReview(t(), null, reviewId)).statusCode).toBe(401);
    const own = await reportReview(t(), buyer, reviewId);
    expect(own.statusCode).toBe(403);
    expect(json(own).message).toBe(MESSAGES.cannotReportOwnReview);
    const missing = await reportReview(t(), await signedInUser(t()), reviewId + 1000);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(MESSAGES.reviewNotFound);
    const bad = await post(t().app, '/api/reports', { kind: 'review', reason: 'spam' }, buyer.token);
    expect(bad.statusCode).toBe(400);
  });
});
