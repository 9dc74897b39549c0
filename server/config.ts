import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { SUPPORT_CONTACT } from '../src/contract/constants';
import { parseTrustedProxies, TRUSTED_PROXIES_HELP, type TrustedProxies } from './http/trusted-proxies';
import { parseS3Url, S3_URL_HELP, type S3Target } from './media/s3-url';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of 0, 1, true, false, yes, no, on, off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const urlWithProtocols = (protocols: readonly string[]) =>
  z.url({ error: `must be a URL (${protocols.join(', ')})` }).refine(
    (value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)),
    { error: `must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}` },
  );

const READ_THREADS_HELP = 'must be a whole number from 0 to 8';

/** The environment as the operator writes it: every variable optional, defaults applied in `loadConfig`. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => /^(postgres|postgresql|sqlite|file):/.test(value), {
      error: 'must start with postgres://, postgresql://, sqlite: or file:',
    })
    .optional(),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps']).optional(),
  MAIL_TO_LOG: booleanFlag.optional(),
  REDIS_URL: urlWithProtocols(['redis', 'rediss']).optional(),
  S3_URL: z
    .string()
    .trim()
    .transform((value, context) => {
      const target = parseS3Url(value);
      if (!target) context.addIssue({ code: 'custom', message: S3_URL_HELP });
      return target;
    })
    .optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://market.example.com' }).optional(),
  SEED_DEMO: booleanFlag.optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, context) => {
      const trusted = parseTrustedProxies(value);
      if (trusted === undefined) context.addIssue({ code: 'custom', message: TRUSTED_PROXIES_HELP });
      return trusted ?? 0;
    })
    .default(0),
  MAIL_FROM: z.string().trim().min(3).default('Naija Market <no-reply@naija-market.local>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default(SUPPORT_CONTACT.email),
  GEOCODER_URL: urlWithProtocols(['http', 'https']).optional(),
  IP_LOCATION_URL: urlWithProtocols(['http', 'https']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MULTIPLIER: z.coerce.number({ error: 'must be a whole number from 1' }).int().min(1).max(10_000).default(1),
  FEED_VISITOR_CACHE: booleanFlag.optional(),
  TRACE_VIEWER: booleanFlag.optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number({ error: 'must be a whole number of milliseconds' }).int().min(0).max(600_000).default(10_000),
  METRICS_TOKEN: z.string().trim().min(16, { error: 'must be at least 16 characters' }).optional(),
  SQLITE_READ_THREADS: z.coerce
    .number({ error: READ_THREADS_HELP })
    .int({ error: READ_THREADS_HELP })
    .min(0, { error: READ_THREADS_HELP })
    .max(8, { error: READ_THREADS_HELP })
    .optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  // Plain http only on this machine (a local test provider).
  OIDC_GOOGLE_ISSUER: z
    .url({ error: 'must be a URL such as https://accounts.google.com' })
    .refine((value) => /^https:\/\/|^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(value), {
      error: 'must start with https:// (http:// only for localhost)',
    })
    .default('https://accounts.google.com'),
  VAPID_PUBLIC_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{80,100}$/, { error: 'must be a VAPID public key (base64url, 87 characters)' }).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{40,50}$/, { error: 'must be a VAPID private key (base64url, 43 characters)' }).optional(),
});

export type DatabaseTarget =
  /** `readThreads`: threads that run SQLite reads outside transactions beside the event loop (db/read-threads.ts). */
  | { kind: 'sqlite'; file: string; readThreads?: number }
  | { kind: 'postgres'; url: string };

/** Where uploaded media is stored: DATA_DIR/media, or an S3-compatible bucket (S3_URL). */
export type MediaTarget = { kind: 'directory'; directory: string } | { kind: 's3'; target: S3Target };

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** DATA_DIR/media: where media is stored without S3_URL, and what `npm run media -- migrate-to-s3` copies. */
  mediaDir: string;
  media: MediaTarget;
  distDir: string;
  database: DatabaseTarget;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  seedDemo: boolean;
  /** TRUST_PROXY: how many proxies are in front, or their addresses (see trusted-proxies.ts). */
  trustProxy: TrustedProxies;
  mailFrom: string;
  supportEmail: string;
  /** A Nominatim-compatible root for address search and reverse geocoding; without it the shipped gazetteer answers. */
  geocoderUrl: string | undefined;
  /** An IP-location service; `{ip}` in it is replaced by the address (else `/{ip}` is appended). */
  ipLocationUrl: string | undefined;
  logLevel: string;
  /** Multiplies every rate limit's maximum: load tests and browser tests on one address raise it. */
  rateLimitMultiplier: number;
  /** FEED_VISITOR_CACHE=0 turns off the second visitors share feed pages (the benchmark measures the feed without it). */
  feedVisitorCache: boolean;
  /** TRACE_VIEWER=1 opens the trace viewer at /dev/traces in a production build (development always has it). */
  traceViewer: boolean;
  /** SHUTDOWN_GRACE_MS: on SIGTERM, how long requests in flight may take before their connections are cut. */
  shutdownGraceMs: number;
  /** METRICS_TOKEN: the bearer token of /metrics; without it there is no /metrics. */
  metricsToken: string | undefined;
  /** Sign-in with Google (OpenID Connect); undefined until both the client id and secret are set. */
  googleSignIn: OidcClientConfig | undefined;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; undefined: the keys generated once into DATA_DIR (server/push/vapid-keys.ts). */
  vapidKeys: VapidKeys | undefined;
};

/** The server's web-push identity (base64url): browsers accept pushes signed with the private key. */
export type VapidKeys = { publicKey: string; privateKey: string };

export type OidcClientConfig = { issuer: string; clientId: string; clientSecret: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Without SMTP_URL mail goes to the log, activation codes and reset links included: fine on a
 * developer's machine, an account takeover for whoever reads a production log. Production says so.
 */
function requireMailTransport(nodeEnv: Config['nodeEnv'], smtpUrl: string | undefined, mailToLog: boolean | undefined): void {
  if (nodeEnv !== 'production' || smtpUrl || mailToLog) return;
  throw new ConfigError(['SMTP_URL: must be set in production, or MAIL_TO_LOG=1 to write mail (activation codes, reset links) to the log']);
}

/** A core for the event loop, the next for SQLite's reads: none on one core, where a thread would only take turns with it. */
const defaultReadThreads = (): number => Math.min(1, os.availableParallelism() - 1);

function databaseTarget(url: string | undefined, dataDir: string, root: string, readThreads: number): DatabaseTarget {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'naija-market.sqlite'), readThreads };
  if (url.startsWith('postgres')) return { kind: 'postgres', url };
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return file === ':memory:' ? { kind: 'sqlite', file } : { kind: 'sqlite', file: path.resolve(root, file), readThreads };
}

/** Both the client id and the secret, or neither (then the provider is not configured). */
function oidcClient(issuer: string, clientId: string | undefined, clientSecret: string | undefined): OidcClientConfig | undefined {
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new ConfigError(['OIDC_GOOGLE_CLIENT_ID and OIDC_GOOGLE_CLIENT_SECRET: set both, or neither']);
  }
  return { issuer, clientId, clientSecret };
}

/** Both VAPID keys, or neither (then they are generated into DATA_DIR). */
function vapidKeys(publicKey: string | undefined, privateKey: string | undefined): VapidKeys | undefined {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither']);
  return { publicKey, privateKey };
}

/** Reads the environment once; a bad value fails with every problem named. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  requireMailTransport(env.NODE_ENV, env.SMTP_URL, env.MAIL_TO_LOG);
  const dataDir = path.resolve(root, env.DATA_DIR);
  const mediaDir = path.join(dataDir, 'media');
  const publicHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    mediaDir,
    media: env.S3_URL ? { kind: 's3', target: env.S3_URL } : { kind: 'directory', directory: mediaDir },
    distDir: path.resolve(root, 'dist'),
    database: databaseTarget(env.DATABASE_URL, dataDir, root, env.SQLITE_READ_THREADS ?? defaultReadThreads()),
    smtpUrl: env.SMTP_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://${publicHost}:${env.PORT}`).replace(/\/+$/, ''),
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    trustProxy: env.TRUST_PROXY,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    geocoderUrl: env.GEOCODER_URL,
    ipLocationUrl: env.IP_LOCATION_URL,
    logLevel: env.LOG_LEVEL,
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    feedVisitorCache: env.FEED_VISITOR_CACHE ?? true,
    traceViewer: env.TRACE_VIEWER ?? false,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    metricsToken: env.METRICS_TOKEN,
    googleSignIn: oidcClient(env.OIDC_GOOGLE_ISSUER, env.OIDC_GOOGLE_CLIENT_ID, env.OIDC_GOOGLE_CLIENT_SECRET),
    vapidKeys: vapidKeys(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY),
  };
}
