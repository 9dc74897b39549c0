import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { RATE_LIMITS } from '../../../src/contract';
import { buildApp, type AppOptions } from '../../../server/app';
import type { RateLimitSettings } from '../../../server/http/rate-limits';
import { hashPassword } from '../../../server/auth/passwords';
import type { SavedSearchAlerts } from '../../../server/alerts/saved-search-alerts';
import type { Clock } from '../../../server/clock';
import type { PushSender } from '../../../server/push/push-sender';
import { loadConfig, type Config } from '../../../server/config';
import type { Db } from '../../../server/db/database';
import type { UserRow } from '../../../server/db/schema';
import type { MailMessage, Mailer } from '../../../server/mail/mailer';
import type { Hub } from '../../../server/realtime/hub';
import type { Stores } from '../../../server/store';
import { openTestDatabase, TABLES, type TestDatabase } from './test-database';

export const STRONG_PASSWORD = 'Lagos2026Market';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;

  constructor(start = Date.parse('2026-03-01T09:00:00.000Z')) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}

/** A mailer that keeps every message, with readers for the code and the reset link. */
export class Outbox implements Mailer {
  readonly messages: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }

  close(): void {}

  lastTo(address: string): MailMessage | undefined {
    return this.messages.filter((message) => message.to.toLowerCase() === address.toLowerCase()).at(-1);
  }

  codeFor(address: string): string {
    const code = /Your verification code is (\d{6})/.exec(this.lastTo(address)?.text ?? '')?.[1];
    if (!code) throw new Error(`No verification code mailed to ${address}`);
    return code;
  }

  resetTokenFor(address: string): string {
    const token = /\/resetpassword\?token=([\w%-]+)/.exec(this.lastTo(address)?.text ?? '')?.[1];
    if (!token) throw new Error(`No reset link mailed to ${address}`);
    return decodeURIComponent(token);
  }
}

export function testConfig(environment: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://market.test',
    ...environment,
  });
}

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  stores: Stores;
  hub: Hub;
  clock: TestClock;
  outbox: Outbox;
  config: Config;
  /** Saved-search matching and alerts, off the request path: `idle()` waits for them. */
  savedSearchAlerts: SavedSearchAlerts;
  /** Web push, off the request path: `idle()` waits for the pushes asked for so far. */
  push: PushSender;
};

export type TestAppOptions = Partial<Omit<AppOptions, 'db' | 'clock' | 'config'>> & {
  env?: Record<string, string>;
  /** Keep the real mailer of the config (SMTP_URL) instead of the outbox. */
  realMailer?: boolean;
  /** Adjusts the configuration read from `env` (say, another dist/ directory). */
  configure?: (config: Config) => Config;
};

/** Limits high enough that only the rate-limit tests (which lower them) ever meet one. */
const RELAXED_LIMITS: RateLimitSettings = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, limit]) => [name, { ...limit, max: 10_000 }]),
) as RateLimitSettings;

/** The app over an open test database, with a movable clock and an outbox. */
export async function buildTestApp(db: Db, options: TestAppOptions = {}): Promise<TestApp> {
  const { env, realMailer, configure, ...appOptions } = options;
  const clock = new TestClock();
  const outbox = new Outbox();
  const config = (configure ?? ((same: Config) => same))(testConfig(env));
  const { app, deps } = await buildApp({
    ...appOptions,
    rateLimits: { ...RELAXED_LIMITS, ...appOptions.rateLimits },
    config,
    db,
    clock,
    ...(realMailer ? {} : { mailer: appOptions.mailer ?? outbox }),
  });
  return { app, db, stores: deps.stores, hub: deps.hub, clock, outbox, config, savedSearchAlerts: deps.savedSearchAlerts, push: deps.push };
}

/**
 * Gives each test a fresh app over emptied tables; the database (a SQLite temp file, or a
 * PostgreSQL schema with TEST_DATABASE_URL) lives for the test file.
 */
export function useTestApp(options: TestAppOptions = {}): () => TestApp {
  let database: TestDatabase | undefined;
  let current: TestApp | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(async () => {
    if (!database) throw new Error('test database not open');
    await database.reset();
    current = await buildTestApp(database.db, options);
  });
  afterEach(async () => {
    await current?.app.close();
    if (current) fs.rmSync(current.config.dataDir, { recursive: true, force: true });
    current = undefined;
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return () => {
    if (!current) throw new Error('useTestApp() is read inside a test only');
    return current;
  };
}

export type NewUserOverrides = Partial<{
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  verified: boolean;
  city: string;
  phone: string;
}>;

let userSequence = 0;

/** A user straight in the store (verified unless said otherwise). */
export async function newUser(stores: Stores, overrides: NewUserOverrides = {}): Promise<UserRow & { password: string }> {
  userSequence += 1;
  const username = overrides.username ?? `user_${userSequence}`;
  const password = overrides.password ?? STRONG_PASSWORD;
  const user = await stores.accounts.create({
    username,
    email: overrides.email ?? `${username.toLowerCase()}@example.com`,
    passwordHash: await hashPassword(password),
    firstName: overrides.firstName ?? 'Chioma',
    lastName: overrides.lastName ?? 'Nwosu',
    phone: overrides.phone ?? '+2348031112222',
    city: overrides.city ?? 'Lagos',
    referredBy: null,
    verified: overrides.verified ?? true,
  });
  return { ...user, password };
}

export function registerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: 'emeka_o',
    email: 'emeka@example.com',
    first_name: 'Emeka',
    last_name: "O'Neil",
    password: STRONG_PASSWORD,
    password_confirm: STRONG_PASSWORD,
    market_info: { city: 'Abuja', phone: '0803 123 4567' },
    ...overrides,
  };
}

export function post(app: FastifyInstance, url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: `Token ${token}` } : {},
  });
}

export function get(app: FastifyInstance, url: string, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Token ${token}` } : {} });
}

/** Signs a user in through POST /api/login and returns the token. */
export async function signIn(
  app: FastifyInstance,
  user: { username: string; password: string },
  device = 'vitest device',
): Promise<string> {
  const response = await post(app, '/api/login', { username: user.username, password: user.password, device });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body: unknown = response.json();
  if (!body || typeof body !== 'object' || !('token' in body) || typeof body.token !== 'string') {
    throw new Error('sign-in answered without a token');
  }
  return body.token;
}

/** The JSON body of an answer, typed loosely for assertions. */
export function json(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json<Record<string, unknown>>();
}

/** Row counts of every table, to prove a refused call changed nothing. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
