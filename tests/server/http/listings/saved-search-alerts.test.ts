import { describe, expect, it } from 'vitest';
import { notificationsAnswerSchema, SAVED_SEARCH_LIMITS, savedSearchAlertText, savedSearchAnswerSchema, type ServerSocketMessage } from '../../../../src/contract';
import { userChannel } from '../../../../server/realtime/hub';
import { get, post, useTestApp } from '../../support/helpers';
import { signedInUser, signedInVendor, type Member, type VendorMember } from '../../support/social-fixtures';

const GOWN = { title: 'Ankara gown', description: 'Wax print, size 12', category: 2, price: 15000, delivery_time: 'next_day' };

describe('saved-search alerts', () => {
  const t = useTestApp();

  async function saveSearch(member: Member, name: string, query: Record<string, string>, alerts = true): Promise<number> {
    const answer = await post(t().app, '/api/saved-searches', { name, query, alerts }, member.token);
    expect(answer.statusCode, answer.body).toBe(201);
    return savedSearchAnswerSchema.parse(answer.json()).saved_search.id;
  }

  async function postListing(vendor: VendorMember, fields: Record<string, unknown> = {}): Promise<void> {
    const answer = await post(t().app, '/api/', { ...GOWN, ...fields }, vendor.token);
    expect(answer.statusCode, answer.body).toBe(201);
    await t().savedSearchAlerts.idle();
  }

  const alertsOf = async (member: Member) =>
    notificationsAnswerSchema.parse((await get(t().app, '/api/notifications', member.token)).json()).filter((item) => item.type === 'saved_search');

  async function framesOf(member: Member): Promise<ServerSocketMessage[]> {
    const frames: ServerSocketMessage[] = [];
    await t().hub.subscribe(userChannel(member.id), (frame) => frames.push(frame));
    return frames;
  }

  it('tells the owner of a matching search at once, live and in the notification centre, with the search to open', async () => {
    const ada = await signedInUser(t());
    const vendor = await signedInVendor(t());
    const searchId = await saveSearch(ada, 'ankara under 20k', { q: 'ankra', max_price: '20000' });
    const frames = await framesOf(ada);

    await postListing(vendor, { price: 25000 });
    await postListing(vendor, { title: 'Phone charger', description: 'USB-C', category: 1, price: 3000 });
    expect(await alertsOf(ada)).toEqual([]);

    await postListing(vendor);
    const [alert, ...rest] = await alertsOf(ada);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      message: "1 new match for 'ankara under 20k'",
      title: "1 new match for 'ankara under 20k'",
      is_read: false,
      saved_search: { id: searchId, name: 'ankara under 20k', query: { q: 'ankra', max_price: '20000' } },
    });
    expect(frames).toEqual([
      expect.objectContaining({ type: 'notification', notification_type: 'saved_search', message: savedSearchAlertText('ankara under 20k', 1), data: expect.objectContaining({ id: alert?.id, saved_search_id: searchId }) }),
    ]);
  });

  it('alerts a search at most once an hour: matches within the hour are counted and told together after it', async () => {
    const ada = await signedInUser(t());
    const vendor = await signedInVendor(t());
    await saveSearch(ada, 'ankara', { q: 'ankara' });
    await postListing(vendor);
    await postListing(vendor);
    await postListing(vendor);
    expect((await alertsOf(ada)).map((item) => item.message)).toEqual(["1 new match for 'ankara'"]);

    t().clock.advance(SAVED_SEARCH_LIMITS.alertIntervalMs - 1000);
    await t().savedSearchAlerts.sweep();
    expect(await alertsOf(ada)).toHaveLength(1);
    t().clock.advance(1000);
    await t().savedSearchAlerts.sweep();
    expect((await alertsOf(ada)).map((item) => item.message)).toEqual(["2 new matches for 'ankara'", "1 new match for 'ankara'"]);
    await t().savedSearchAlerts.sweep();
    expect(await alertsOf(ada)).toHaveLength(2);

    // An hour after the summary, the next match is told at once again.
    t().clock.advance(SAVED_SEARCH_LIMITS.alertIntervalMs);
    await postListing(vendor);
    expect((await alertsOf(ada)).map((item) => item.message)[0]).toBe("1 new match for 'ankara'");
  });

  it('tells no one of their own post, nor across a block either way, nor with alerts off, nor after the search is deleted', async () => {
    const vendor = await signedInVendor(t());
    const ada = await signedInUser(t());
    const bola = await signedInUser(t(), { username: 'bola_b' });
    const chidi = await signedInUser(t(), { username: 'chidi_c' });
    const dayo = await signedInUser(t(), { username: 'dayo_d' });
    await saveSearch(vendor, 'my own', { q: 'ankara' });
    await saveSearch(ada, 'blocked vendor', { q: 'ankara' });
    await saveSearch(bola, 'blocked by vendor', { q: 'ankara' });
    await saveSearch(chidi, 'quiet', { q: 'ankara' }, false);
    const gone = await saveSearch(dayo, 'deleted', { q: 'ankara' });
    await post(t().app, '/api/blocks', { username: vendor.username }, ada.token);
    await post(t().app, '/api/blocks', { username: bola.username }, vendor.token);
    await t().app.inject({ method: 'DELETE', url: `/api/saved-searches/${gone}`, headers: { authorization: `Token ${dayo.token}` } });

    await postListing(vendor);
    for (const member of [vendor, ada, bola, chidi, dayo]) expect(await alertsOf(member), member.username).toEqual([]);

    // Turned on later: only later posts count.
    const quiet = (await get(t().app, '/api/saved-searches', chidi.token)).json() as { results: { id: number }[] };
    await t().app.inject({ method: 'PATCH', url: `/api/saved-searches/${quiet.results[0]?.id}`, payload: { alerts: true }, headers: { authorization: `Token ${chidi.token}` } });
    await postListing(vendor);
    expect((await alertsOf(chidi)).map((item) => item.message)).toEqual(["1 new match for 'quiet'"]);
  });

  it('matches the filters and the order’s words as GET /api/listings does', async () => {
    const ada = await signedInUser(t());
    const vendor = await signedInVendor(t());
    await saveSearch(ada, 'services', { category_type: 'service' });
    await saveSearch(ada, 'cheap gowns', { q: 'gown', max_price: '10000', sort: 'price_asc' });
    await postListing(vendor, { price: 12000 });
    expect(await alertsOf(ada)).toEqual([]);
    await postListing(vendor, { price: 9000 });
    expect((await alertsOf(ada)).map((item) => item.message)).toEqual(["1 new match for 'cheap gowns'"]);
  });
});
