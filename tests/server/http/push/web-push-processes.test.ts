import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStatusSchema } from '../../../../src/contract';
import { PUSH_MESSAGES } from '../../../../src/contract/push';
import { roomBetween, sentText } from '../../support/chat-fixtures';
import { get, post, type TestApp } from '../../support/helpers';
import { newBrowser, startPushService, type PushService } from '../../support/push-service';
import { connect, useTwoServersOnRedis } from '../../support/realtime-clients';
import { signedInUser, signedInVendor, type Member } from '../../support/social-fixtures';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs where Redis is (CI sets TEST_REDIS_URL), like the other tests of two processes.
describe.runIf(redisUrl)('web push of chat messages across two server processes (REDIS_URL, one database)', () => {
  const server = useTwoServersOnRedis(redisUrl);
  let service: PushService;

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service.close();
  });

  async function subscribed(through: TestApp, member: Member) {
    const browser = newBrowser(service, member.username);
    const answer = await post(through.app, '/api/push/subscriptions', browser.subscription, member.token);
    expect(answer.json()).toEqual({ message: PUSH_MESSAGES.subscribed });
    return browser;
  }

  /** The recipient's presence as a client of `through` reads it. */
  const statusThrough = async (through: TestApp, username: string) => userStatusSchema.parse((await get(through.app, `/api/user/${username}/status`)).json()).status;

  it('does not push a message sent through one process to a recipient whose tab is open on the other; pushes once it is closed', async () => {
    const [first, second] = [server(0), server(1)];
    const vendor = await signedInVendor(first, { username: 'ada_processes' });
    const buyer = await signedInUser(first, { username: 'tunde_processes' });
    const code = await roomBetween(first, buyer, vendor);
    const browser = await subscribed(first, vendor);

    const tab = connect(`${second.root}/notifications/?token=${vendor.token}`);
    await tab.next('connection_established');
    await expect.poll(() => statusThrough(first, vendor.username)).toBe('online');
    await sentText(first, buyer, code, 'Is the Ankara still available?');
    await first.push.idle();
    await second.push.idle();
    expect(browser.messages()).toEqual([]);

    await tab.close();
    await expect.poll(() => statusThrough(first, vendor.username)).toBe('offline');
    await sentText(first, buyer, code, 'Hello?');
    await first.push.idle();
    expect(browser.messages()).toEqual([{ title: 'New message from tunde_processes', body: 'Hello?', url: `/chats/${code}` }]);
  });
});
