import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { isLoopbackHttp, PUSH_LIMITS, type PushKind, type PushMessage } from '../../src/contract/push';
import type { VapidKeys } from '../config';
import type { Stores } from '../store';
import type { PushTarget } from '../store/push.store';

export type PushSenderDeps = {
  stores: Stores;
  vapidKeys: VapidKeys;
  /** Who runs the server, for push services to contact (mailto: or https:). */
  subject: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Pushes sent at once; PUSH_LIMITS.concurrency unless a test says. */
  concurrency?: number;
  /** Pushes waiting beyond this are dropped (and logged) rather than kept in memory. */
  queueMax?: number;
};

export type PushSender = {
  /**
   * Pushes the message to every browser the user subscribed, when the user has the kind on. Returns at once:
   * the sending happens after, and a failure is logged, never thrown at the act that caused it.
   */
  push(userId: number, kind: PushKind, message: PushMessage, options?: PushOptions): void;
  /** Resolves once every push asked for so far has been answered (tests, shutdown). */
  idle(): Promise<void>;
};

export type PushOptions = {
  /** Only when no tab of the user is open (no socket of theirs in any process, as presence knows): chat messages. */
  unlessTabOpen?: boolean;
};

/** Push services answer these for a subscription that is gone for good: it is forgotten. */
const GONE = new Set([404, 410]);

/**
 * Web push (issue 16, RFC 8030/8291/8292): each push is encrypted for the browser (aes128gcm) and signed with the
 * server's VAPID key by web-push, then POSTed with fetch (no redirects, a timeout). At most `concurrency` pushes
 * are in flight in the process; the rest wait in order, up to `queueMax`. A 404 or 410 deletes the subscription.
 */
export function createPushSender({ stores, vapidKeys, subject, log, concurrency = PUSH_LIMITS.concurrency, queueMax = 10_000 }: PushSenderDeps): PushSender {
  const vapidDetails = { subject, ...vapidKeys };
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  let settled: (() => void)[] = [];

  function next(): void {
    while (running < concurrency && waiting.length > 0) {
      const work = waiting.shift();
      if (!work) break;
      running += 1;
      void work()
        .catch((error: unknown) => log.error({ err: error }, 'push failed'))
        .finally(() => {
          running -= 1;
          next();
        });
    }
    if (running === 0 && waiting.length === 0) {
      for (const resolve of settled) resolve();
      settled = [];
    }
  }

  function enqueue(work: () => Promise<void>): void {
    if (waiting.length >= queueMax) {
      log.warn({ waiting: waiting.length }, 'push dropped: too many waiting');
      return;
    }
    waiting.push(work);
    next();
  }

  async function deliver(target: PushTarget, payload: string): Promise<void> {
    const keys = { p256dh: target.p256dh, auth: target.auth };
    const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys }, payload, { vapidDetails, TTL: PUSH_LIMITS.ttlSeconds });
    // fetch sets the length itself.
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_LIMITS.timeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return;
    if (GONE.has(response.status)) {
      await stores.push.forget(target.id);
      return;
    }
    log.warn({ status: response.status, subscription: target.id }, 'push refused by the push service');
  }

  // Most users subscribed no browser: one indexed read settles their pushes (every chat message asks).
  async function pushToUser(userId: number, kind: PushKind, message: PushMessage, options: PushOptions): Promise<void> {
    const targets = await stores.push.targetsOf(userId);
    if (targets.length === 0 || !(await stores.push.wants(userId, kind))) return;
    if (options.unlessTabOpen && (await stores.presence.holdsAnySocket(userId))) return;
    const payload = JSON.stringify(message);
    for (const target of targets) {
      enqueue(() => deliver(target, payload).catch((error: unknown) => log.warn({ err: error, subscription: target.id }, 'push not delivered')));
    }
  }

  return {
    push(userId, kind, message, options = {}) {
      enqueue(() => pushToUser(userId, kind, message, options));
    },
    idle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => settled.push(resolve));
    },
  };
}

/** The browsers' push services (Chrome and Edge on Android, Firefox, Safari, Edge on Windows). */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /(^|\.)notify\.windows\.com$/];

/**
 * Whether the server may push to the endpoint. In production only a browser's push service over https: the server
 * POSTs to whatever a subscription names, so any other host (an internal address) would let a user aim it there.
 * Outside production any https, or http on loopback (a test's push service).
 */
export function pushableEndpoint(endpoint: string, production: boolean): boolean {
  if (!production) return endpoint.startsWith('https://') || isLoopbackHttp(endpoint);
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
