import { parse, serialize } from 'cookie-es';
import { COOKIE_NAMES, DURATIONS, type PresenceStatus } from '../contract';

export type Session = { token: string; username: string };

const maxAge = DURATIONS.loginCookieDays * 24 * 60 * 60;

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function write(name: string, value: string, age: number): void {
  document.cookie = serialize(name, value, {
    path: '/',
    maxAge: age,
    sameSite: 'strict',
    secure: isHttps(),
  });
}

function read(name: string): string | undefined {
  return parse(document.cookie)[name] || undefined;
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

export function writeOnlineStatus(status: PresenceStatus): void {
  write(COOKIE_NAMES.onlineStatus, status, maxAge);
}

export function clearSession(): void {
  for (const name of Object.values(COOKIE_NAMES)) write(name, '', 0);
}
