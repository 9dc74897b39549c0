import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../server/seed/demo';
import { isCommonPassword } from '../../server/auth/common-passwords';
import { newPasswordField } from '../../src/contract';
import { get, json, signIn, useTestApp } from './helpers';

describe('demo seed', () => {
  const t = useTestApp();

  it('adds activated vendors and buyers in Nigerian cities who can sign in, once', async () => {
    expect(newPasswordField.safeParse(DEMO_PASSWORD).success).toBe(true);
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);

    const logins = await seedDemoIfEmpty(t().stores);
    expect(logins.length).toBeGreaterThanOrEqual(3);
    expect(logins.some((login) => login.role === 'vendor')).toBe(true);
    expect(logins.some((login) => login.role === 'buyer')).toBe(true);
    expect(await seedDemoIfEmpty(t().stores)).toEqual([]);

    const vendor = logins.find((login) => login.role === 'vendor');
    if (!vendor) throw new Error('no vendor');
    const token = await signIn(t().app, { username: vendor.email, password: DEMO_PASSWORD });
    const details = json(await get(t().app, `/api/fetchcurruserdetails?username=${vendor.username}`, token));
    expect(details.currentuser).toMatchObject({
      is_verified: true,
      market_info: { country: 'Nigeria', city: vendor.city },
      vendor: { display_phone: true },
    });
  });
});
