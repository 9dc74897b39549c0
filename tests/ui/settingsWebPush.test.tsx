import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_KIND_LABELS, PUSH_MESSAGES, type PushPreferences } from '../../src/contract/push';
import { installPushDevice, pushDevice, removePushDevice } from '../model/view/pushDevice';
import { apiUrl, server } from '../setup/msw';
import { renderApp } from './routes.render';
import { settingsServer } from './settings.render';

const SERVER_KEY = Buffer.alloc(65, 7).toString('base64url');

/** The push calls as the server answers them, and what the page sent. */
function pushServer() {
  let preferences: PushPreferences = { chat: true, saved_search: true, price_drop: true, reply: true, follow: true };
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request): Promise<unknown> => {
    const body: unknown = await request.json();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get(apiUrl('/push/key'), () => HttpResponse.json({ public_key: SERVER_KEY })),
    http.post(apiUrl('/push/subscriptions'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ message: PUSH_MESSAGES.subscribed }, { status: 201 });
    }),
    http.delete(apiUrl('/push/subscriptions'), async ({ request }) => {
      await record(request);
      return HttpResponse.json({ message: PUSH_MESSAGES.unsubscribed });
    }),
    http.get(apiUrl('/push/preferences'), () => HttpResponse.json(preferences)),
    http.patch(apiUrl('/push/preferences'), async ({ request }) => {
      preferences = { ...preferences, ...((await record(request)) as Partial<PushPreferences>) };
      return HttpResponse.json(preferences);
    }),
  );
  return { sent };
}

async function openSection() {
  settingsServer();
  const fake = pushServer();
  const view = renderApp('/settings/chat');
  const section = await screen.findByRole('region', { name: PUSH_MESSAGES.sectionTitle });
  return { ...fake, ...view, section: within(section) };
}

describe('/settings/chat: notifications on this phone', () => {
  beforeEach(() => installPushDevice());
  afterEach(() => removePushDevice());

  it('asks nothing until Turn on; then asks the permission, subscribes with the server’s key and tells the server', async () => {
    const { user, section, sent } = await openSection();
    pushDevice.ready({ push: true });
    const turnOn = await section.findByRole('button', { name: PUSH_MESSAGES.turnOn });
    expect(section.getByText(PUSH_MESSAGES.offHere)).toBeInTheDocument();
    expect(pushDevice.prompts).toBe(0);

    await user.click(turnOn);
    expect(pushDevice.prompts).toBe(1);
    pushDevice.answerPrompt('granted');

    expect(await section.findByRole('button', { name: PUSH_MESSAGES.turnOff })).toBeEnabled();
    const key = pushDevice.subscribedWith?.applicationServerKey;
    expect(key instanceof Uint8Array ? Buffer.from(key).toString('base64url') : key).toBe(SERVER_KEY);
    expect(pushDevice.subscribedWith?.userVisibleOnly).toBe(true);
    expect(sent).toEqual([{ method: 'POST', path: '/api/push/subscriptions', body: pushDevice.subscription?.toJSON() }]);
    for (const label of Object.values(PUSH_KIND_LABELS)) expect(await section.findByRole('switch', { name: label })).toHaveAttribute('aria-checked', 'true');
  });

  it('turns one kind off, then push off on this phone only', async () => {
    const { user, section, sent } = await openSection();
    pushDevice.ready({ push: true, permission: 'granted', subscribed: true });
    const follows = await section.findByRole('switch', { name: PUSH_KIND_LABELS.follow });

    await user.click(follows);
    await expect.poll(() => follows.getAttribute('aria-checked')).toBe('false');
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/push/preferences', body: { follow: false } }]);

    const endpoint = pushDevice.subscription?.endpoint;
    await user.click(section.getByRole('button', { name: PUSH_MESSAGES.turnOff }));
    expect(await section.findByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeEnabled();
    expect(sent.at(-1)).toEqual({ method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint } });
    expect(pushDevice.subscription).toBeNull();
    expect(section.queryAllByRole('switch')).toEqual([]);
  });

  it('tells a user who says no how to allow notifications', async () => {
    const { user, section } = await openSection();
    pushDevice.ready({ push: true });
    await user.click(await section.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    pushDevice.answerPrompt('denied');
    expect(await section.findByText(PUSH_MESSAGES.denied)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeNull();
  });

  it('tells a browser without push that it cannot, and offers nothing', async () => {
    removePushDevice();
    const { section } = await openSection();
    expect(await section.findByText(PUSH_MESSAGES.unsupported)).toBeInTheDocument();
    expect(section.queryAllByRole('button')).toEqual([]);
  });
});
