import type { CDPSession, Page } from '@playwright/test';

/** A cheap phone's mobile data in Nigeria: 400 kbps each way, 400 ms round trips. */
const SLOW_MOBILE = { latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 } as const;

/**
 * The page's network as the DevTools protocol emulates it: slow mobile data, and the connection dropping and
 * coming back. (Playwright's context.setOffline would lift the throttling on the way back.)
 */
export class MobileNetwork {
  private constructor(private readonly session: CDPSession) {}

  /** The page on slow mobile data from now on. */
  static async slow(page: Page): Promise<MobileNetwork> {
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    const network = new MobileNetwork(session);
    await network.online();
    return network;
  }

  /** The connection drops: requests fail and the browser says it is offline. */
  async offline(): Promise<void> {
    await this.session.send('Network.emulateNetworkConditions', { offline: true, ...SLOW_MOBILE });
  }

  /** Back on the slow mobile data. */
  async online(): Promise<void> {
    await this.session.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_MOBILE });
  }
}

/**
 * The connection drops while the answer is on its way back: the next `method` request to `url` reaches the server,
 * and the page is told the network went away.
 */
export async function answerLostOnce(page: Page, url: string, method: string): Promise<void> {
  let lost = false;
  await page.route(url, async (route) => {
    if (lost || route.request().method() !== method) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('internetdisconnected');
  });
}
