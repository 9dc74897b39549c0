import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has defaults that work on a fresh machine', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      mediaDir: '/srv/app/data/media',
      distDir: '/srv/app/dist',
      database: { kind: 'sqlite', file: path.join('/srv/app/data', 'naija-market.sqlite') },
      smtpUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://127.0.0.1:8000',
      seedDemo: true,
      trustProxy: 0,
      rateLimitMultiplier: 1,
    });
  });

  it('refuses a rate-limit multiplier below 1', () => {
    expect(() => loadConfig({ RATE_LIMIT_MULTIPLIER: '0' })).toThrow(/RATE_LIMIT_MULTIPLIER/);
    expect(loadConfig({ RATE_LIMIT_MULTIPLIER: '20' }).rateLimitMultiplier).toBe(20);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '9090',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/market',
        DATABASE_URL: 'postgres://market@db:5432/market',
        SMTP_URL: 'smtp://mail.example.com:587',
        REDIS_URL: 'redis://cache:6379',
        PUBLIC_URL: 'https://market.example.com/',
        TRUST_PROXY: '1',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 9090,
      host: '0.0.0.0',
      dataDir: '/var/lib/market',
      database: { kind: 'postgres', url: 'postgres://market@db:5432/market' },
      smtpUrl: 'smtp://mail.example.com:587',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://market.example.com',
      seedDemo: false,
      trustProxy: 1,
    });
  });

  it('reads TRUST_PROXY as a number of proxies or a list of their addresses, never as "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8', 'loopback',
    ]);
    for (const refused of ['true', 'yes', '10.0.0.0/33', 'proxy.example.com', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: refused }), refused).toThrow(/TRUST_PROXY: must be the number of proxies/);
    }
  });

  it('refuses to start in production without SMTP_URL, where activation codes and reset links would go to the log', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'SMTP_URL: must be set in production, or MAIL_TO_LOG=1 to write mail (activation codes, reset links) to the log',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_TO_LOG: '0' })).toThrow(/SMTP_URL: must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_TO_LOG: '1' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' }).smtpUrl).toBe('smtp://mail.example.com');
    // Outside production the log is the mail transport unless SMTP_URL is set.
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('builds the public URL from host and port, and reads SEED_DEMO', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', MAIL_TO_LOG: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite', SQLITE_READ_THREADS: '2' }).database).toEqual({ kind: 'sqlite', file: '/tmp/x.sqlite', readThreads: 2 });
  });

  it('runs SQLite reads on a thread when a core is left for it, none in memory, and refuses a bad thread count', () => {
    const spare = Math.min(1, os.availableParallelism() - 1);
    expect(loadConfig({}).database).toMatchObject({ readThreads: spare });
    expect(loadConfig({ SQLITE_READ_THREADS: '0' }).database).toMatchObject({ readThreads: 0 });
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).database).toEqual({ kind: 'sqlite', file: ':memory:' });
    expect(() => loadConfig({ SQLITE_READ_THREADS: 'many' })).toThrow(/SQLITE_READ_THREADS: must be a whole number from 0 to 8/);
    expect(() => loadConfig({ SQLITE_READ_THREADS: '9' })).toThrow(/SQLITE_READ_THREADS: must be a whole number from 0 to 8/);
  });

  it('gives a stop 10 s for requests in flight unless SHUTDOWN_GRACE_MS says otherwise, and /metrics a token of 16 characters or more', () => {
    expect(loadConfig({})).toMatchObject({ shutdownGraceMs: 10_000, metricsToken: undefined });
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '2500', METRICS_TOKEN: 'scrape-me-0123456789' })).toMatchObject({ shutdownGraceMs: 2500, metricsToken: 'scrape-me-0123456789' });
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS: must be a whole number of milliseconds/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('fails fast naming every bad variable', () => {
    const read = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', SMTP_URL: 'http://mail', SEED_DEMO: 'maybe', PUBLIC_URL: 'nope' });
    expect(read).toThrow(ConfigError);
    try {
      read();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'SEED_DEMO', 'PUBLIC_URL']) expect(message).toContain(name);
    }
  });
});
