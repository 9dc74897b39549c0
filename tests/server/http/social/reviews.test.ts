import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, reviewSchema, reviewsPageSchema } from '../../../../src/contract';
import { roomBetween, sentText } from '../../support/chat-fixtures';
import { get, json, post, type TestApp, useTestApp } from '../../support/helpers';
import { signedInUser, signedInVendor, socialState, type Member } from '../../support/social-fixtures';

function postTo(t: TestApp, url: string, payload: Record<string, unknown>, token?: string) {
  return t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Token ${token}` } : {} });
}

/** A buyer who wrote to the vendor in a chat, so may review them. */
async function buyerWhoChatted(t: TestApp, vendor: Member, username?: string): Promise<Member> {
  const buyer = await signedInUser(t, username ? { username } : {});
  await sentText(t, buyer, await roomBetween(t, buyer, vendor), 'Is the ankara still available?');
  return buyer;
}

describe('reviews: POST /api/reviews/{username}, its reply, and GET /api/reviews/{username}', () => {
  const t = useTestApp();

  it('keeps one review per buyer and vendor, editable, and shows it on the vendor\'s reviews with the summary', async () => {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const buyer = await buyerWhoChatted(t(), vendor, 'tunde_b');
    const first = await postTo(t(), '/api/reviews/Ada_Fabrics', { rating: 4, text: '  Lovely fabric, fast delivery.  ' }, buyer.token);
    expect(first.statusCode).toBe(200);
    expect(reviewSchema.parse(first.json())).toMatchObject({ reviewer: 'tunde_b', rating: 4, text: 'Lovely fabric, fast delivery.', reply: null });
    const edited = await postTo(t(), `/api/reviews/${vendor.username}`, { rating: '2', text: 'Colours ran in the wash.' }, buyer.token);
    // An edit is the same review: it keeps its id (what a report of it names).
    expect(json(edited)).toMatchObject({ id: reviewSchema.parse(first.json()).id, rating: 2, text: 'Colours ran in the wash.' });

    const seen = reviewsPageSchema.parse((await get(t().app, `/api/reviews/${vendor.username}`, buyer.token)).json());
    expect(seen).toMatchObject({ average: 2, count: 1, can_review: true, page: 1, has_next: false });
    expect(seen.mine).toMatchObject({ rating: 2, text: 'Colours ran in the wash.' });
    expect(seen.results.map((review) => review.text)).toEqual(['Colours ran in the wash.']);
    expect((await socialState(t())).ratings).toBe(1);

    const visitor = reviewsPageSchema.parse((await get(t().app, `/api/reviews/${vendor.username}`)).json());
    expect(visitor).toMatchObject({ average: 2, count: 1, mine: null, can_review: false });
    expect(json(await get(t().app, `/api/rating/${vendor.username}`))).toEqual({ average: 2, count: 1, mine: null });
  });

  it('lists newest first, a page at a time, and the average is over every review', async () => {
    const vendor = await signedInVendor(t());
    const total = LIMITS.reviewsPerPage + 2;
    for (let index = 0; index < total; index += 1) {
      const buyer = await buyerWhoChatted(t(), vendor);
      t().clock.advance(1000);
      await postTo(t(), `/api/reviews/${vendor.username}`, { rating: index % 2 === 0 ? 5 : 4, text: `review ${index}` }, buyer.token);
    }
    const first = reviewsPageSchema.parse((await get(t().app, `/api/reviews/${vendor.username}`)).json());
    expect(first).toMatchObject({ average: 4.5, count: total, page: 1, has_next: true });
    expect(first.results.map((review) => review.text).slice(0, 2)).toEqual([`review ${total - 1}`, `review ${total - 2}`]);
    expect(first.results).toHaveLength(LIMITS.reviewsPerPage);
    const second = reviewsPageSchema.parse((await get(t().app, `/api/reviews/${vendor.username}?page=2`)).json());
    expect(second).toMatchObject({ page: 2, has_next: false });
    expect(second.results.map((review) => review.text)).toEqual(['review 1', 'review 0']);
    const refused = await get(t().app, `/api/reviews/${vendor.username}?page=0`);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe(`Page must be a whole number from 1 to ${LIMITS.reviewPagesMax}`);
  });

  it('lets only the reviewed vendor reply, once per review, changing it when sent again', async () => {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const other = await signedInVendor(t(), { username: 'chidi_stores' });
    const buyer = await buyerWhoChatted(t(), vendor, 'tunde_b');
    await postTo(t(), '/api/reviews/ada_fabrics', { rating: 3, text: 'Late by two days.' }, buyer.token);

    const replied = await postTo(t(), '/api/reviews/ada_fabrics/tunde_b/reply', { reply: ' Sorry, the bus was late. ' }, vendor.token);
    expect(replied.statusCode).toBe(200);
    expect(reviewSchema.parse(replied.json()).reply).toMatchObject({ text: 'Sorry, the bus was late.' });
    await postTo(t(), '/api/reviews/ada_fabrics/tunde_b/reply', { reply: 'We now ship next day.' }, vendor.token);
    await postTo(t(), '/api/reviews/ada_fabrics', { rating: 4, text: 'Late, but they made it right.' }, buyer.token);
    const page = reviewsPageSchema.parse((await get(t().app, '/api/reviews/ada_fabrics')).json());
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ rating: 4, text: 'Late, but they made it right.', reply: { text: 'We now ship next day.' } });

    const cases: [string, string | undefined, Record<string, unknown>, number, string][] = [
      ['another vendor', other.token, { reply: 'Not mine to answer' }, 403, MESSAGES.reviewReplyNotYours],
      ['the buyer', buyer.token, { reply: 'Answering myself' }, 403, MESSAGES.reviewReplyNotYours],
      ['a visitor', undefined, { reply: 'Hello' }, 401, MESSAGES.authenticationRequired],
      ['an empty reply', vendor.token, { reply: '   ' }, 400, MESSAGES.reviewReplyEmpty],
      ['a long reply', vendor.token, { reply: 'x'.repeat(LIMITS.reviewReplyMax + 1) }, 400, MESSAGES.reviewReplyTooLong],
    ];
    for (const [name, token, body, status, message] of cases) {
      const answer = await postTo(t(), '/api/reviews/ada_fabrics/tunde_b/reply', body, token);
      expect(answer.statusCode, name).toBe(status);
      expect(json(answer).message, name).toBe(message);
    }
    const onOthers = await postTo(t(), '/api/reviews/chidi_stores/tunde_b/reply', { reply: 'No such review' }, other.token);
    expect(onOthers.statusCode).toBe(404);
    expect(json(onOthers).message).toBe(MESSAGES.reviewNotFound);
    const again = reviewsPageSchema.parse((await get(t().app, '/api/reviews/ada_fabrics')).json());
    expect(again.results[0]?.reply?.text).toBe('We now ship next day.');
  });

  it('refuses a review from someone who has not written to the vendor, from the vendor, of a non-vendor, and bad input', async () => {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const stranger = await signedInUser(t());
    const onlyOpened = await signedInUser(t());
    await roomBetween(t(), onlyOpened, vendor);
    const vendorWrote = await signedInUser(t());
    await sentText(t(), vendor, await roomBetween(t(), vendorWrote, vendor), 'Welcome to Ada Fabrics!');
    const buyer = await buyerWhoChatted(t(), vendor);
    const before = await socialState(t());
    const good = { rating: 5, text: 'Great' };
    const cases: [string, string, string | undefined, Record<string, unknown>, number, string][] = [
      ['never chatted', 'ada_fabrics', stranger.token, good, 403, MESSAGES.reviewNeedsChat],
      ['opened a room, wrote nothing', 'ada_fabrics', onlyOpened.token, good, 403, MESSAGES.reviewNeedsChat],
      ['only the vendor wrote', 'ada_fabrics', vendorWrote.token, good, 403, MESSAGES.reviewNeedsChat],
      ['oneself', 'ada_fabrics', vendor.token, good, 400, MESSAGES.cannotRateSelf],
      ['a user without a store', buyer.username, vendor.token, good, 400, MESSAGES.notAVendor],
      ['an unknown user', 'nobody_here', buyer.token, good, 404, MESSAGES.userNotFound],
      ['a visitor', 'ada_fabrics', undefined, good, 401, MESSAGES.authenticationRequired],
      ['six stars', 'ada_fabrics', buyer.token, { rating: 6, text: 'Great' }, 400, MESSAGES.ratingInvalid],
      ['no stars', 'ada_fabrics', buyer.token, { text: 'Great' }, 400, MESSAGES.ratingInvalid],
      ['long words', 'ada_fabrics', buyer.token, { rating: 5, text: 'x'.repeat(LIMITS.reviewTextMax + 1) }, 400, MESSAGES.reviewTooLong],
    ];
    for (const [name, vendorName, token, body, status, message] of cases) {
      const answer = await postTo(t(), `/api/reviews/${vendorName}`, body, token);
      expect(answer.statusCode, name).toBe(status);
      expect(json(answer).message, name).toBe(message);
    }
    expect(await socialState(t())).toEqual(before);
    expect(reviewsPageSchema.parse((await get(t().app, '/api/reviews/ada_fabrics', stranger.token)).json()).can_review).toBe(false);
    expect((await get(t().app, '/api/reviews/nobody_here')).statusCode).toBe(404);
  });

  it('Rate Seller\'s stars alone are the stars of the buyer\'s review, and need a chat too', async () => {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const buyer = await buyerWhoChatted(t(), vendor);
    await postTo(t(), '/api/reviews/ada_fabrics', { rating: 2, text: 'Slow replies.' }, buyer.token);
    expect(json(await post(t().app, '/api/rating', { vendor: 'ada_fabrics', rating: 4 }, buyer.token))).toEqual({ average: 4, count: 1, mine: 4 });
    const page = reviewsPageSchema.parse((await get(t().app, '/api/reviews/ada_fabrics')).json());
    expect(page.results[0]).toMatchObject({ rating: 4, text: 'Slow replies.' });
    const stranger = await signedInUser(t());
    const refused = await post(t().app, '/api/rating', { vendor: 'ada_fabrics', rating: 5 }, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(MESSAGES.reviewNeedsChat);
  });
});
