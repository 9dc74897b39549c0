import { COOKIE_NAMES } from '../contract/cookieNames';
import { DURATIONS } from '../contract/timing';
import type { PresenceStatus } from '../contract/presence';

export type Session = { token: string; username: string };

const maxAge = DURATIONS.loginCookieDays * 24 * 60 * 60;

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

// The platform's document.cookie, read and written as cookie-es did (values URI-encoded): the first render of /
// needs no cookie library. The server still reads them with cookie-es.
function write(name: string, value: string, age: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${age}; Path=/; SameSite=Strict${isHttps() ? '; Secure' : ''}`;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function read(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return decoded(pair.slice(at + 1).trim().replace(/^"(.*)"$/, '$1')) || undefined;
  }
  return undefined;
}

export function readSession(): Session | null {
  const token = read(COOKIE_NAMES.token);
  const username = read(COOKIE_NAMES.username);
  return token && username ? { token, username } : null;
}

export function readToken(): string | undefined {
  return read(COOKIE_NAMES.token);
}

export function writeSession(session: Session): void {
  write(COOKIE_NAMES.token, session.token, maxAge);
  write(COOKIE_NAMES.username, session.username, maxAge);
  write(COOKIE_NAMES.onlineStatus, 'online', maxAge);
}

/** The online status this browser last recorded, as stored (unchecked). */
export function readOnlineStatus(): string | undefined {
  return read(COOKIE_NAMES.onlineStatus);
}

export function writeOnlineStatus(status: PresenceStatus): void {
  write(COOKIE_NAMES.onlineStatus, status, maxAge);
}

export function clearSession(): void {
  for (const name of Object.values(COOKIE_NAMES)) write(name, '', 0);
}
