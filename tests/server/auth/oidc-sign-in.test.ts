import { describe, expect, it } from 'vitest';
import { CALLBACK_ERRORS, DURATIONS, MESSAGES } from '../../../src/contract';
import { thirdPartyCompleteAnswerSchema, thirdPartyErrorAnswerSchema } from '../../../src/contract/thirdParty';
import { get, newUser, post, signIn, STRONG_PASSWORD } from '../support/helpers';
import { Browser, chidi, CLIENT_ID, outcome, useLocalProvider } from './oidc-fixtures';

describe('third-party sign-in (OpenID Connect) against a local provider', () => {
  const { t, issuer, setClaims } = useLocalProvider();

  it('starts with PKCE, state and nonce, keeping them in a signed HttpOnly cookie on the provider paths', async () => {
    const response = await get(t().app, '/api/auth/google/');
    expect(response.statusCode).toBe(302);
    const authorize = new URL(String(response.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer()}/authorize`);
    const parameters = outcome(authorize.searchParams);
    expect(parameters).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: 'http://market.test/api/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(parameters.state).toMatch(/^[\w-]{20,}$/);
    expect(parameters.nonce).toMatch(/^[\w-]{20,}$/);
    expect(parameters.code_challenge).toMatch(/^[\w-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/google/);
    expect(cookie).toMatch(`Max-Age=${DURATIONS.thirdPartySignInWindow / 1000}`);
    // The secrets are signed, not just stored: the verifier never shows in the provider's URL.
    expect(cookie).not.toContain(parameters.code_challenge);
  });

  it('creates an activated account for a new user, then signs the same user in again as returning', async () => {
    const { app, stores } = t();
    const first = outcome(await new Browser(app).signIn());
    expect(first).toEqual({ token: expect.stringMatching(/^[\w-]{40,}$/), username: 'chidi_obi', new_user: 'true' });

    const created = await stores.accounts.findByUsername('chidi_obi');
    expect(created).toMatchObject({ email: 'chidi.obi@example.com', first_name: 'Chidi', last_name: 'Obi', password_hash: '' });
    expect(created?.verified_at).not.toBeNull();
    const details = await get(app, '/api/fetchcurruserdetails?username=chidi_obi', first.token);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ currentuser: { user: { username: 'chidi_obi', email: 'chidi.obi@example.com' } } });

    // Google may change the address it shows; the subject stays the same account.
    setClaims({ ...chidi, email: 'chidi@example.org' });
    const again = outcome(await new Browser(app).signIn());
    expect(again).toEqual({ token: expect.any(String), username: 'chidi_obi', new_user: 'false' });
    expect(again.token).not.toBe(first.token);
    expect(await stores.accounts.count()).toBe(1);
  });

  it('links an existing account by its verified e-mail, keeping its username and password', async () => {
    const { app, stores } = t();
    const local = await newUser(stores, { username: 'chidi_o', email: 'Chidi.Obi@example.com' });
    expect(outcome(await new Browser(app).signIn())).toEqual({ token: expect.any(String), username: 'chidi_o', new_user: 'false' });
    expect(await stores.accounts.count()).toBe(1);
    expect(await signIn(app, { username: local.username, password: STRONG_PASSWORD })).toEqual(expect.any(String));
  });

  it('activates a never-activated account of that address and drops the password its registrant chose', async () => {
    const { app, stores } = t();
    await newUser(stores, { username: 'squatter', email: 'chidi.obi@example.com', verified: false });
    expect(outcome(await new Browser(app).signIn())).toMatchObject({ username: 'squatter', new_user: 'false' });
    expect((await stores.accounts.findByUsername('squatter'))?.verified_at).not.toBeNull();
    const login = await post(app, '/api/login', { username: 'squatter', password: STRONG_PASSWORD, device: 'd' });
    expect(login.statusCode).toBe(400);
  });

  it('derives a free username when the natural one is taken', async () => {
    const { app, stores } = t();
    await newUser(stores, { username: 'chidi_obi', email: 'someone.else@example.com' });
    const signedIn = outcome(await new Browser(app).signIn());
    expect(signedIn.username).toMatch(/^chidi_obi_\d{4}$/);
    expect(signedIn.new_user).toBe('true');
  });

  it('completes through POST /auth/google/complete/ for a client that received the answer itself', async () => {
    const { app } = t();
    const browser = new Browser(app);
    const returned = await browser.authorize(await browser.start());
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/google/complete/',
      headers: { cookie: browser.cookie },
      payload: { code: returned.searchParams.get('code'), state: returned.searchParams.get('state') },
    });
    expect(response.statusCode).toBe(200);
    const answer = thirdPartyCompleteAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({ user: { username: 'chidi_obi', is_vendor: false }, new_user: true, message: MESSAGES.thirdPartyNewUser });

    const refused = await app.inject({ method: 'POST', url: '/api/auth/google/complete/', payload: { state: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(thirdPartyErrorAnswerSchema.parse(refused.json())).toEqual({ error: 'no_code', message: CALLBACK_ERRORS.no_code });
  });
});
