import type { FastifyBaseLogger } from 'fastify';
import { listingQuerySchema, SAVED_SEARCH_LIMITS, savedSearchAlertText, sortOf, type ServerSocketMessage } from '../../src/contract';
import { pushMessages } from '../push/push-messages';
import type { PushSender } from '../push/push-sender';
import { publishLive } from '../realtime/notify';
import { userChannel, type Hub } from '../realtime/hub';
import { createSerialWork, startPeriodic } from '../jobs/periodic';
import type { Stores } from '../store';
import type { ListingScope } from '../store/listings/listings.store';
import type { DueAlert, SavedSearchRecord } from '../store/savedSearches.store';

export type SavedSearchAlertsDeps = {
  stores: Stores;
  hub: Hub;
  /** An alert is pushed too, to the owner's subscribed browsers (issue 16). */
  push: PushSender;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often counted matches whose hour is over are told; SAVED_SEARCH_LIMITS.summarySweepMs unless a test says. */
  sweepMs?: number;
};

/** What a new post's matching and the sweeps do, one at a time, off the request that created the post. */
export type SavedSearchAlerts = {
  /** A post was created: its matching saved searches are counted and alerted, later, in this process. */
  postCreated(postId: number, posterId: number): void;
  /** Tells every search whose counted matches' hour is over (each process sweeps every summarySweepMs). */
  sweep(): Promise<void>;
  /** Resolves once the work queued so far is done (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/** The frame the owner's notification sockets hear. */
function alertFrame({ search }: DueAlert, notice: { id: number; created_at: string }, text: string): ServerSocketMessage {
  return {
    type: 'notification',
    notification_type: 'saved_search',
    message: text,
    timestamp: notice.created_at,
    data: { id: notice.id, saved_search_id: search.id, name: search.name, query: search.query },
  };
}

/**
 * Saved-search alerts (issue 16). A new post is matched against every saved search with alerts on, other than
 * the poster's and those of users either side blocked, by running the search itself (GET /listings' store scope)
 * on that one post as its owner would see it. A match is counted on the search; a search whose last alert is an
 * hour old (or that never alerted) is told at once: "N new matches for 'name'", and the count starts again.
 * Matches within the hour wait for the sweep after it. Claiming a count is one conditional update in the
 * database, so several processes (each matching its own posts and sweeping) tell each match once.
 */
export function createSavedSearchAlerts({ stores, hub, push, log, sweepMs = SAVED_SEARCH_LIMITS.summarySweepMs }: SavedSearchAlertsDeps): SavedSearchAlerts {
  const work = createSerialWork(log);

  async function matches(search: SavedSearchRecord, postId: number): Promise<boolean> {
    const parsed = listingQuerySchema.safeParse(search.query);
    if (!parsed.success) return false;
    const { page: _page, per_page: _perPage, paginate: _paginate, snapshot: _snapshot, q, sort: _sort, ...filters } = parsed.data;
    const scope: ListingScope = { filters, snapshot: postId, text: q, sort: sortOf(parsed.data) };
    return stores.listings.includes(scope, await stores.listings.wordsOf(q), search.user_id, postId);
  }

  async function alertIfDue(id: number): Promise<void> {
    const due = await stores.savedSearches.claimDue(id, SAVED_SEARCH_LIMITS.alertIntervalMs);
    if (!due) return;
    const text = savedSearchAlertText(due.search.name, due.count);
    const notice = await stores.savedSearches.recordAlert(due, text);
    await publishLive({ hub, log }, userChannel(due.search.user_id), alertFrame(due, notice, text));
    push.push(due.search.user_id, 'saved_search', pushMessages.savedSearch(text, due.search.query));
  }

  async function matchPost(postId: number, posterId: number): Promise<void> {
    for (const search of await stores.savedSearches.alerting(posterId)) {
      if ((await stores.blocks.standing(search.user_id, posterId)) !== 'none') continue;
      if (!(await matches(search, postId))) continue;
      await stores.savedSearches.countMatch(search.id);
      await alertIfDue(search.id);
    }
  }

  async function sweepDue(): Promise<void> {
    for (const id of await stores.savedSearches.dueIds(SAVED_SEARCH_LIMITS.alertIntervalMs)) await alertIfDue(id);
  }

  const periodic = startPeriodic(work, sweepMs, sweepDue, 'saved-search alerts: sweep failed');

  return {
    postCreated: (postId, posterId) => void work.enqueue(() => matchPost(postId, posterId), `saved-search alerts: post ${postId} failed`),
    sweep: periodic.run,
    idle: work.idle,
    close: periodic.close,
  };
}
