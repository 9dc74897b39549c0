/** Which addresses the server POSTs pushes to: the browsers' push services, never a host a user names (SSRF). */
import { describe, expect, it } from 'vitest';
import { pushableEndpoint } from '../../../server/push/push-sender';

describe('push endpoints the server accepts', () => {
  it("takes the browsers' push services in production", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(pushableEndpoint(endpoint, true), endpoint).toBe(true);
    }
  });

  it('refuses any other host in production, an internal one included', () => {
    for (const endpoint of ['https://169.254.169.254/latest/meta-data', 'https://intranet.example/push', 'https://fcm.googleapis.com.evil.example/x', 'http://127.0.0.1:9000/push']) {
      expect(pushableEndpoint(endpoint, true), endpoint).toBe(false);
    }
  });

  it("takes a test's push service on loopback outside production", () => {
    expect(pushableEndpoint('http://127.0.0.1:9000/push/abc', false)).toBe(true);
  });
});
