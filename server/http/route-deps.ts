import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { Metrics } from '../metrics/metrics';
import type { MediaStore } from '../media/storage';
import type { PriceDropAlerts } from '../alerts/price-drop-alerts';
import type { ExpirySweep } from '../alerts/expiry-sweep';
import type { SavedSearchAlerts } from '../alerts/saved-search-alerts';
import type { PushSender } from '../push/push-sender';
import type { Hub } from '../realtime/hub';
import type { Stores } from '../store';
import type { AuthGuards } from './authenticate';
import type { ReadinessChecks } from './health/readiness';
import type { FeedAnswers } from './marketplace/feed-answers';
import type { VisitorPages } from '../store/feed/visitor-pages';
import type { Limiters } from './rate-limits';
import type { UploadGate } from './upload-gate';

/** What every route module receives from the app. */
export type RouteDeps = {
  config: Config;
  clock: Clock;
  stores: Stores;
  mailer: Mailer;
  /** Uploaded images and files, in the media directory or an S3-compatible bucket. */
  media: MediaStore;
  auth: AuthGuards;
  limits: Limiters;
  /** Socket frames to the chat rooms, users and posts (in this process, or every one with Redis). */
  hub: Hub;
  /** Multipart uploads, a few at a time per user and per process, through temporary files. */
  uploads: UploadGate;
  /** Visitors' feed pages, shared for a second: new and deleted posts clear them. */
  visitorPages: VisitorPages;
  /** Feed pages, for the feed route and the app's page for /. */
  feedAnswers: FeedAnswers;
  /** What GET /readyz asks: the database, Redis when configured, media storage. */
  readiness: ReadinessChecks;
  /** Prometheus counts of this process (GET /metrics). */
  metrics: Metrics;
  /** New posts matched against saved searches off the request, and their hourly alerts. */
  savedSearchAlerts: SavedSearchAlerts;
  /** Lowered prices told to the posts' watchers off the request (issue 16). */
  priceDropAlerts: PriceDropAlerts;
  /** The periodic sweep telling owners their posts expire soon or have expired (issue 16). */
  expirySweep: ExpirySweep;
  /** Web push to the browsers users subscribed, off the request (issue 16); its public key is `vapidPublicKey`. */
  push: PushSender;
  vapidPublicKey: string;
};

/** A route module: its routes, given the app's deps. */
export type RouteModule = (deps: RouteDeps) => FastifyPluginAsync;

/** An area's route modules, registered in order with the app's deps. */
export function areaRoutes(deps: RouteDeps, modules: readonly RouteModule[]): FastifyPluginAsync {
  return async (app) => {
    for (const routes of modules) await app.register(routes(deps));
  };
}
