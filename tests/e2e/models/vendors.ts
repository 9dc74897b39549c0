import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { activatedAccount } from './accounts';
import { Mailbox } from './Mailbox';
import type { Person } from './people';

/** A vendor: an activated person with a store (market name, address, city and state). */
export type Vendor = Person & { marketname: string; state: string };

/** Signs in through the API, as the login screen does; answers the session token. */
export async function sessionToken(request: APIRequestContext, person: Person): Promise<string> {
  const answer = await request.post('/api/login', { data: { username: person.username, password: person.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  return token;
}

/** The header the app sends when signed in. */
export const authorization = (token: string) => ({ Authorization: `Token ${token}` });

/**
 * An activated account that opened its store through POST /api/updatedata (the Settings → Marketplace form),
 * with several images per post and comments allowed.
 */
export async function vendorAccount(request: APIRequestContext, mailbox = new Mailbox()): Promise<Vendor> {
  const person = await activatedAccount(request, mailbox);
  const vendor: Vendor = { ...person, marketname: `Adaeze Beads ${person.username.slice(-4)}`, state: 'Enugu' };
  const token = await sessionToken(request, vendor);
  const store = await request.post('/api/updatedata', {
    headers: authorization(token),
    data: {
      vendorDetails: {
        marketname: vendor.marketname,
        phone: vendor.phone,
        address: '12 Ogui Road',
        city: vendor.city,
        state: vendor.state,
        country: 'Nigeria',
        allow_comments: true,
        allow_multi_image: true,
      },
    },
  });
  expect(store.status(), await store.text()).toBe(200);
  expect(await store.json()).toMatchObject({ response: 'successful', created: true });
  return vendor;
}

/**
 * Signs a browser context in the way the app keeps a session: the token and the username in cookies
 * (src/services/cookies.ts), so the next page it opens starts signed in, with no login toast in the queue.
 */
export async function signInContext(context: BrowserContext, baseURL: string, person: Person): Promise<void> {
  const token = await sessionToken(context.request, person);
  const cookie = (name: string, value: string) => ({ name, value, url: baseURL, sameSite: 'Strict' as const });
  await context.addCookies([cookie('loginToken', token), cookie('username', person.username), cookie('onlineStatus', 'online')]);
}

/**
 * The same browser, now signed in as another person (the session cookies replaced). The app is left first: running
 * while its cookies went, it heard 401 for the old session and signed out, which could clear the new one's cookie.
 */
export async function signedInAs(page: Page, baseURL: string, person: Person): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInContext(page.context(), baseURL, person);
}
