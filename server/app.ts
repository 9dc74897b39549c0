import http from 'node:http';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { API_ROOT, DURATIONS, MESSAGES, RATE_LIMITS } from '../src/contract';
import { prepareDummyHash } from './auth/passwords';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import { accountsRoutes } from './http/accounts/accounts.routes';
import { chatsRoutes } from './http/chats/chats.routes';
import { registerCompression } from './http/compression';
import { createAuthGuards } from './http/authenticate';
import { answerClientError } from './http/client-errors';
import { answerError, installErrorHandlers } from './http/error-handler';
import { lingerUntilBodyEnds } from './http/lingering-close';
import { geoRoutes } from './http/geo/geo.routes';
import { healthRoutes } from './http/health/health.routes';
import { countRequests, metricsRoutes } from './http/metrics/metrics.routes';
import { mediaRoutes } from './http/media/media.routes';
import { moderationRoutes } from './http/moderation/moderation.routes';
import { marketplaceRoutes } from './http/marketplace/marketplace.routes';
import { notificationsRoutes } from './http/notifications/notifications.routes';
import { openApiRoutes } from './http/openapi/openapi.routes';
import { registerPages, type PageFallback } from './http/pages/pages.routes';
import { presenceRoutes } from './http/presence/presence.routes';
import { pushRoutes } from './http/push/push.routes';
import { createLimiters, scaledLimits, type RateLimitSettings } from './http/rate-limits';
import type { RouteDeps } from './http/route-deps';
import { searchRoutes } from './http/search/search.routes';
import { registerSecurityHeaders } from './http/security-headers';
import { settingsRoutes } from './http/settings/settings.routes';
import { socialRoutes } from './http/social/social.routes';
import { openUploadGate } from './http/upload-gate';
import { registerStaticFiles } from './http/static-files';
import { fastifyTrustProxy } from './http/trusted-proxies';
import { refuseNulCharacters } from './http/validation';
import { echoRequestIds, requestIdOf } from './http/request-ids';
import { loggerOptions } from './logging';
import { createMetrics } from './metrics/metrics';
import { openMediaBackend } from './media/media-backend';
import { MediaStore } from './media/storage';
import { createMailer, type Mailer } from './mail/mailer';
import { createHub } from './realtime/hub';
import { createSavedSearchAlerts } from './alerts/saved-search-alerts';
import { createPriceDropAlerts } from './alerts/price-drop-alerts';
import { createExpirySweep } from './alerts/expiry-sweep';
import { startStaleRowsSweep } from './jobs/stale-rows-sweep';
import { createPushSender } from './push/push-sender';
import { loadVapidKeys } from './push/vapid-keys';
import { closeAfterRefusedUpgrade } from './realtime/refused-upgrades';
import { registerRealtime } from './realtime/socket-routes';
import { openRedis } from './redis';
import { createStores } from './store';
import { createFeedAnswers } from './http/marketplace/feed-answers';
import { createVisitorPages } from './store/feed/visitor-pages';
import { sharedVisitorPages } from './http/marketplace/shared-visitor-pages';

export type AppOptions = {
  config: Config;
  /** An open database; by default the one the config names (then the app closes it on close). */
  db?: Db;
  clock?: Clock;
  /** By default SMTP when SMTP_URL is set, else the console (log) transport. */
  mailer?: Mailer;
  rateLimits?: Partial<RateLimitSettings>;
  /** Prefix of the rate-limit counters in Redis (REDIS_URL), so test runs never share counts. */
  rateLimitNamespace?: string;
  /** Prefix of the socket channels in Redis (REDIS_URL), so test runs never hear each other. */
  hubNamespace?: string;
  /** How often sockets are pinged and chat sockets hear a heartbeat; DURATIONS.presenceHeartbeat unless a test shortens it. */
  socketHeartbeatMs?: number;
  /** Fastify's logger option; by default pino at LOG_LEVEL, silent under NODE_ENV=test. */
  logger?: FastifyServerOptions['logger'];
  /** Hears every route as it is registered (the API fuzz tests list what to call with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** The server, and what its routes were given: the seed, the tests and the benches reach the stores and the hub through it. */
export type BuiltApp = { app: FastifyInstance; deps: RouteDeps };

const BODY_LIMIT_BYTES = 1024 * 1024;
/** A request whose headers and body have not all arrived by then gets a 408 (Fastify's default waits forever). */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Builds the server in three layers: external services (database, mail), stores over them, and
 * the routes under /api, plus the SPA, media and the socket endpoint. Migrations are the caller's.
 */
export async function buildApp(options: AppOptions): Promise<BuiltApp> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? (config.nodeEnv === 'test' ? false : loggerOptions(config.logLevel)),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    genReqId: requestIdOf,
    // Fastify finds no route for a parameter over 100 characters. As long as the request line Node reads (its header
    // limit), each reaches its route, which takes it (an e-mail as a username: 254) or refuses it in the contract's words.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: http.maxHeaderSize },
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, request, reply) => {
      closeAfterRefusedUpgrade(request, reply);
      return answerError(error, request, reply);
    },
  });
  echoRequestIds(app);
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));

  // External: database and mail.
  const ownsDb = !options.db;
  const db = options.db ?? openDatabase(config.database);
  const mailer = options.mailer ?? createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, logger: app.log });
  app.addHook('onClose', async () => {
    mailer.close();
    if (ownsDb) await db.close();
  });

  // App: stores over the database; the login's dummy hash ready before the first request.
  await prepareDummyHash();
  const stores = createStores(db.kysely, db.dialect, clock);
  app.decorateRequest('caller', null);

  // HTTP: compression (before any route: it hooks each as it is added), headers, limits, errors, routes, files, sockets.
  await registerCompression(app);
  await registerSecurityHeaders(app, config.publicUrl);
  // With REDIS_URL every process counts against the same limits. A Redis outage lets requests
  // through rather than locking everyone out of signing in.
  const redis = config.redisUrl ? openRedis(config.redisUrl, 'rate limits', app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: options.rateLimitNamespace ?? 'naija-market:rate-limit:', skipOnError: true } : {}),
  });
  const hub = createHub({ redisUrl: config.redisUrl, log: app.log, ...(options.hubNamespace ? { channelPrefix: options.hubNamespace } : {}) });
  app.addHook('onClose', () => hub.close());

  const rateLimitSettings = scaledLimits({ ...RATE_LIMITS, ...options.rateLimits }, config.rateLimitMultiplier);
  // Cleared in every process when a post is created or deleted in one.
  const visitorPages = await sharedVisitorPages(createVisitorPages(clock, config.feedVisitorCache), hub);
  // Media in DATA_DIR/media, or in a bucket with S3_URL: chosen here, once.
  const media = new MediaStore(await openMediaBackend(config.media), clock);
  app.addHook('onClose', async () => media.close());
  const uploads = await openUploadGate(path.join(config.dataDir, 'tmp'));
  // The process's own metrics (their timers) only where something reads them.
  const metricsSources = { database: () => db.usage(), chatCommitQueue: () => stores.chatSends.queued(), uploadsInProgress: () => uploads.inProgress() };
  const metrics = createMetrics(metricsSources, config.metricsToken !== undefined);
  countRequests(app, metrics);
  // VAPID keys from the environment, or generated once into DATA_DIR.
  const vapidKeys = loadVapidKeys(config);
  const push = createPushSender({ stores, vapidKeys, subject: `mailto:${config.supportEmail}`, log: app.log });
  const deps: RouteDeps = {
    config,
    clock,
    stores,
    mailer,
    media,
    auth: createAuthGuards(stores),
    limits: createLimiters(app, rateLimitSettings),
    hub,
    uploads,
    visitorPages,
    feedAnswers: createFeedAnswers(stores, visitorPages),
    readiness: {
      database: () => stores.health.ping(),
      ...(redis ? { redis: () => redis.ping() } : {}),
      storage: () => media.check(),
    },
    metrics,
    savedSearchAlerts: createSavedSearchAlerts({ stores, hub, push, log: app.log }),
    priceDropAlerts: createPriceDropAlerts({ stores, hub, push, log: app.log }),
    expirySweep: createExpirySweep({ stores, hub, log: app.log }),
    push,
    vapidPublicKey: vapidKeys.publicKey,
  };
  const staleRowsSweep = startStaleRowsSweep(stores.staleRows, app.log);
  app.addHook('preClose', async () => {
    await deps.priceDropAlerts.idle();
    await deps.expirySweep.close();
    await staleRowsSweep.close();
  });
  // Before the hub closes: the alerts being sent finish first, then the pushes they asked for.
  app.addHook('preClose', async () => {
    await deps.savedSearchAlerts.close();
    await push.idle();
  });
  let pageFallback: PageFallback = (_request, reply) => reply.code(404).send({ message: MESSAGES.notFound });
  installErrorHandlers(app, (request, reply) => pageFallback(request, reply));
  await app.register(healthRoutes(deps));
  await app.register(metricsRoutes(deps));
  await app.register(mediaRoutes(deps));
  await registerStaticFiles(app, config.distDir);
  pageFallback = await registerPages(app, deps);

  await app.register(
    async (api) => {
      // Answers carry tokens and private data: never cached, unless a route says otherwise (the lookups).
      api.addHook('onSend', async (request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        lingerUntilBodyEnds(request);
        return payload;
      });
      api.addHook('preValidation', refuseNulCharacters);
      await api.register(accountsRoutes(deps));
      await api.register(presenceRoutes(deps));
      await api.register(marketplaceRoutes(deps));
      await api.register(socialRoutes(deps));
      await api.register(chatsRoutes(deps));
      await api.register(notificationsRoutes(deps));
      await api.register(pushRoutes(deps));
      await api.register(settingsRoutes(deps));
      await api.register(geoRoutes(deps));
      await api.register(searchRoutes(deps));
      await api.register(moderationRoutes(deps));
      await api.register(openApiRoutes());
    },
    { prefix: API_ROOT },
  );
  await registerRealtime(app, deps, {
    frameLimit: rateLimitSettings.socketFrames,
    heartbeatMs: options.socketHeartbeatMs ?? DURATIONS.presenceHeartbeat,
  });
  return { app, deps };
}
