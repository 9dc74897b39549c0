import { describe, expect, it } from 'vitest';
import { locationUpdateAnswerSchema, MESSAGES } from '../../../../src/contract';
import { get, json, newUser, post, signIn, useTestApp } from '../../support/helpers';

describe('POST /api/location/update', () => {
  const t = useTestApp();

  it("records the caller's last known position, shown to them alone", async () => {
    const user = await newUser(t().stores, { username: 'walker' });
    const token = await signIn(t().app, user);
    const response = await post(t().app, '/api/location/update', { latitude: 6.5244, longitude: '3.3792', accuracy: 20, timestamp: 1 }, token);
    expect(response.statusCode).toBe(200);
    expect(locationUpdateAnswerSchema.parse(response.json())).toEqual({
      response: 'successful',
      message: MESSAGES.locationUpdated,
      latitude: 6.5244,
      longitude: 3.3792,
      location_updated_at: '2026-03-01T09:00:00.000Z',
    });
    const own = json(await get(t().app, '/api/fetchcurruserdetails?username=walker', token)).currentuser;
    expect(own).toMatchObject({ last_known_latitude: 6.5244, last_known_longitude: 3.3792, location_updated_at: '2026-03-01T09:00:00.000Z' });
    const seen = json(await get(t().app, '/api/fetchcurruserdetails?username=walker')).currentuser;
    expect(seen).toMatchObject({ last_known_latitude: null, last_known_longitude: null });
  });

  it('refuses coordinates out of range or missing, and visitors', async () => {
    const user = await newUser(t().stores, { username: 'walker' });
    const token = await signIn(t().app, user);
    for (const body of [{}, { latitude: 91, longitude: 3 }, { latitude: 6, longitude: -180.1 }, { latitude: 'x', longitude: 3 }, { latitude: 6 }, { lat: 6, lng: 3 }]) {
      const response = await post(t().app, '/api/location/update', body, token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).message, JSON.stringify(body)).toBe(MESSAGES.invalidLocationReceived);
    }
    expect((await t().stores.accounts.findById(user.id))?.last_known_latitude).toBeNull();
    expect((await post(t().app, '/api/location/update', { latitude: 6, longitude: 3 })).statusCode).toBe(401);
  });
});
