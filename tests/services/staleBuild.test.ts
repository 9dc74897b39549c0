import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { watchForStaleBuild } from '../../src/services/staleBuild';
import { server } from '../setup/msw';

const CHUNK = 'http://localhost:3000/assets/ChatRoomScreen-old1.js';

/** What Vite dispatches when a dynamic import's code could not be fetched. */
function importFailed(address = CHUNK): void {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new TypeError(`Failed to fetch dynamically imported module: ${address}`),
  });
  window.dispatchEvent(event);
}

let stop: () => void = () => undefined;
afterEach(() => stop());

describe('watchForStaleBuild', () => {
  test('tells once that the build changed when the code a tap asked for is gone from the server', async () => {
    server.use(http.head(CHUNK, () => new HttpResponse(null, { status: 404 })));
    const onStale = vi.fn();
    stop = watchForStaleBuild(onStale);
    importFailed();
    importFailed();
    await vi.waitFor(() => expect(onStale).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onStale).toHaveBeenCalledOnce();
  });

  test('says nothing when the file is there (the fetch failed on the way) or the network is down', async () => {
    const asked = vi.fn();
    server.use(
      http.head(CHUNK, () => {
        asked();
        return new HttpResponse(null, { status: 200 });
      }),
      http.head('http://localhost:3000/assets/offline.js', () => HttpResponse.error()),
    );
    const onStale = vi.fn();
    stop = watchForStaleBuild(onStale);
    importFailed();
    importFailed('http://localhost:3000/assets/offline.js');
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onStale).not.toHaveBeenCalled();
  });

  test('tells on an older phone browser too, which has no AbortSignal.timeout', async () => {
    server.use(http.head(CHUNK, () => new HttpResponse(null, { status: 404 })));
    const timeout = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout');
    Reflect.deleteProperty(AbortSignal, 'timeout');
    try {
      const onStale = vi.fn();
      stop = watchForStaleBuild(onStale);
      importFailed();
      await vi.waitFor(() => expect(onStale).toHaveBeenCalledOnce());
    } finally {
      if (timeout) Object.defineProperty(AbortSignal, 'timeout', timeout);
    }
  });
});
