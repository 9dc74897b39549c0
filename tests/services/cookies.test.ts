import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, DURATIONS } from '../../src/contract';
import { clearSession, readSession, writeOnlineStatus, writeSession } from '../../src/services/cookies';

const SEVEN_DAYS = DURATIONS.loginCookieDays * 24 * 60 * 60;

/** Every cookie string the code writes, as the browser receives it. */
function spyOnCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie is not an accessor here');
  const { get, set } = descriptor;
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    writes.push(value);
    set.call(this, value);
  });
  vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
    return get.call(this);
  });
  return writes;
}

afterEach(() => vi.restoreAllMocks());

describe('services/cookies: the session cookies', () => {
  it('writes loginToken, username and onlineStatus for 7 days on path / with SameSite strict', () => {
    const writes = spyOnCookieWrites();
    writeSession({ token: 'key-123', username: 'ada' });
    expect(writes.map((cookie) => cookie.split('=')[0])).toEqual([
      COOKIE_NAMES.token,
      COOKIE_NAMES.username,
      COOKIE_NAMES.onlineStatus,
    ]);
    for (const cookie of writes) {
      expect(cookie).toContain(`Max-Age=${SEVEN_DAYS}`);
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=Strict');
      // jsdom serves the tests over http: the Secure flag is for https only.
      expect(cookie).not.toContain('Secure');
    }
    expect(readSession()).toEqual({ token: 'key-123', username: 'ada' });
  });

  it('reads no session unless both the token and the username are there', () => {
    writeSession({ token: 'key-123', username: 'ada' });
    document.cookie = `${COOKIE_NAMES.username}=; max-age=0; path=/`;
    expect(readSession()).toBeNull();
  });

  it('records the online status and clears all three on logout', () => {
    writeSession({ token: 'key-123', username: 'ada' });
    writeOnlineStatus('away');
    expect(document.cookie).toContain(`${COOKIE_NAMES.onlineStatus}=away`);
    clearSession();
    expect(readSession()).toBeNull();
    expect(document.cookie).toBe('');
  });
});
