import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/contract';
import { storedText } from '../support/chat-fixtures';
import { newVendor } from '../support/factories';
import { newUser, useTestApp } from '../support/helpers';

/** The reviews store on the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
describe('reviews store', () => {
  const t = useTestApp();

  it('knows a buyer has chatted only once the buyer wrote in a room with the vendor', async () => {
    const { stores } = t();
    const vendor = await newVendor(stores);
    const buyer = await newUser(stores);
    const other = await newUser(stores);
    expect(await stores.reviews.hasChatted(buyer.id, vendor.id)).toBe(false);
    const { room } = await stores.chatRooms.open(buyer.id, vendor.id);
    expect(await stores.reviews.hasChatted(buyer.id, vendor.id)).toBe(false);
    await storedText(stores, room, vendor, 'Welcome!');
    expect(await stores.reviews.hasChatted(buyer.id, vendor.id)).toBe(false);
    await storedText(stores, room, buyer, 'Is it available?');
    expect(await stores.reviews.hasChatted(buyer.id, vendor.id)).toBe(true);
    expect(await stores.reviews.hasChatted(other.id, vendor.id)).toBe(false);
    // The vendor wrote in the room too, but to the buyer, who has no store: the question is asked per direction.
    expect(await stores.reviews.hasChatted(vendor.id, buyer.id)).toBe(true);
  });

  it('keeps one review per buyer and vendor, keeps the reply through an edit, and pages newest first', async () => {
    const { stores, clock } = t();
    const vendor = await newVendor(stores, { username: 'ada_fabrics', market: { marketname: 'Ada Fabrics' } });
    const buyers = [];
    for (let index = 0; index < LIMITS.reviewsPerPage + 1; index += 1) {
      const buyer = await newUser(stores, { username: `buyer_${index}` });
      clock.advance(1000);
      await stores.reviews.write(buyer.id, vendor.id, 5, `review ${index}`);
      buyers.push(buyer);
    }
    const [first] = buyers;
    if (!first) throw new Error('no buyer');
    expect(await stores.reviews.reply(vendor.id, first.id, 'Thank you!')).toBe(true);
    clock.advance(1000);
    await stores.reviews.write(first.id, vendor.id, 3, 'changed my mind');
    expect(await stores.reviews.one(first.id, vendor.id)).toMatchObject({ reviewer: 'buyer_0', rating: 3, text: 'changed my mind', reply: { text: 'Thank you!' } });
    expect(await stores.ratings.summary(vendor.id, first.id)).toEqual({ average: 4.8, count: LIMITS.reviewsPerPage + 1, mine: 3 });

    const ids = [...(await stores.reviews.page(vendor.id, 1)).results, ...(await stores.reviews.page(vendor.id, 2)).results].map((review) => review.id);
    expect(new Set(ids).size).toBe(LIMITS.reviewsPerPage + 1);
    const page1 = await stores.reviews.page(vendor.id, 1);
    expect(page1.has_next).toBe(true);
    expect(page1.results[0]?.reviewer).toBe(`buyer_${LIMITS.reviewsPerPage}`);
    const page2 = await stores.reviews.page(vendor.id, 2);
    expect(page2).toMatchObject({ has_next: false, results: [{ reviewer: 'buyer_0', text: 'changed my mind' }] });
    expect(await stores.reviews.reply(vendor.id, vendor.id, 'no such review')).toBe(false);
  });
});
