import { expect, test } from './support/traced';
import { activatedAccount } from './models/accounts';
import { Mailbox } from './models/Mailbox';
import { DOUBLE_ENDPOINT, installPushDouble, PushSettings } from './models/PushSettings';
import { sessionToken, signInContext } from './models/vendors';
import { PUSH_MESSAGES } from '../../src/contract/push';

test.describe('web push', () => {
  test('a user opts in from settings: asked only on Turn on, this phone reaches the server, one kind off, then off here', async ({ page, request, baseURL }) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const person = await activatedAccount(request, new Mailbox());
    await signInContext(page.context(), baseURL, person);
    await installPushDouble(page, 'granted');
    const push = new PushSettings(page);

    await test.step('opening the section asks nothing', async () => {
      await push.open();
      await expect(push.section.getByText(PUSH_MESSAGES.offHere)).toBeVisible();
      expect(await push.prompts()).toBe(0);
    });

    await test.step('Turn on asks once, subscribes with the server’s key and sends the subscription', async () => {
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST');
      await push.turnOn();
      expect((await sent).status()).toBe(201);
      expect(await push.prompts()).toBe(1);
      await expect(push.section.getByText(PUSH_MESSAGES.onHere)).toBeVisible();
      const { public_key: publicKey } = (await (await request.get('/api/push/key')).json()) as { public_key: string };
      const subscribedWith = await page.evaluate(() => (window as unknown as { __pushSubscribedWith: number[] }).__pushSubscribedWith);
      expect(Buffer.from(subscribedWith).toString('base64url')).toBe(publicKey);
    });

    await test.step('new followers are no longer pushed', async () => {
      await expect(push.kind('follow')).toHaveAttribute('aria-checked', 'true');
      await push.kind('follow').click();
      await expect(push.kind('follow')).toHaveAttribute('aria-checked', 'false');
      const token = await sessionToken(request, person);
      const preferences = await request.get('/api/push/preferences', { headers: { authorization: `Token ${token}` } });
      expect(await preferences.json()).toMatchObject({ follow: false, chat: true });
    });

    await test.step('Turn off: the server had this phone and forgets it', async () => {
      const removed = page.waitForResponse((response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'DELETE');
      await push.turnOff();
      expect((await removed).status()).toBe(200);
      const token = await sessionToken(request, person);
      const again = await request.delete('/api/push/subscriptions', { data: { endpoint: DOUBLE_ENDPOINT }, headers: { authorization: `Token ${token}` } });
      expect(again.status()).toBe(404);
    });
  });

  test('a user who blocks the prompt is told how to allow notifications', async ({ page, request, baseURL }) => {
    if (!baseURL) throw new Error('the config sets baseURL');
    const person = await activatedAccount(request, new Mailbox());
    await signInContext(page.context(), baseURL, person);
    await installPushDouble(page, 'denied');
    const push = new PushSettings(page);
    await push.open();
    await push.turnOn();
    await expect(push.section.getByText(PUSH_MESSAGES.denied)).toBeVisible();
  });
});
