import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { accountsStore } from './accounts.store';
import { activationStore } from './activation.store';
import { chatInboxStore } from './chatInbox.store';
import { chatRoomsStore } from './chatRooms.store';
import { chatSendsStore } from './chatSends.store';
import { commentsStore } from './comments.store';
import { eventsStore } from './events.store';
import { expiryStore } from './expiry.store';
import { feedbackStore } from './feedback.store';
import { feedStore } from './feed/feed.store';
import { followsStore } from './follows.store';
import { geoStore } from './geo.store';
import { healthStore } from './health.store';
import { likesStore } from './likes.store';
import { listingsStore } from './listings/listings.store';
import { lookupsStore } from './lookups.store';
import { messagesStore } from './messages.store';
import { notificationsStore } from './notifications.store';
import { oidcIdentitiesStore } from './oidcIdentities.store';
import { postsStore } from './posts.store';
import { presenceStore } from './presence.store';
import { profilesStore } from './profiles.store';
import { pushStore } from './push.store';
import { ratingsStore } from './ratings.store';
import { referralsStore } from './referrals.store';
import { reportsStore } from './reports.store';
import { blocksStore } from './blocks.store';
import { moderationStore } from './moderation.store';
import { resetsStore } from './resets.store';
import { reviewsStore } from './reviews.store';
import { hiddenStore, savedStore } from './saved.store';
import { savedSearchesStore } from './savedSearches.store';
import { searchStore } from './search.store';
import { settingsStore } from './settings.store';
import { sitemapStore } from './sitemap.store';
import { tokensStore } from './tokens.store';
import { watchesStore } from './watches.store';
import { writeKeysStore } from './writeKeys.store';
import { staleRowsStore } from './stale-rows.store';

function storesOver(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  return {
    accounts: accountsStore(db, clock),
    tokens: tokensStore(db, dialect, clock),
    activation: activationStore(db, clock),
    resets: resetsStore(db, clock),
    oidcIdentities: oidcIdentitiesStore(db, clock),
    presence: presenceStore(db, dialect, clock),
    lookups: lookupsStore(db),
    posts: postsStore(db, clock),
    feed: feedStore(db, dialect, clock),
    listings: listingsStore(db, dialect, clock),
    likes: likesStore(db, clock),
    comments: commentsStore(db, clock),
    follows: followsStore(db, clock),
    saved: savedStore(db, clock),
    hidden: hiddenStore(db, clock),
    ratings: ratingsStore(db, clock),
    reviews: reviewsStore(db, clock),
    referrals: referralsStore(db),
    profiles: profilesStore(db, clock),
    notifications: notificationsStore(db, clock),
    chatRooms: chatRoomsStore(db, clock),
    chatInbox: chatInboxStore(db),
    messages: messagesStore(db, clock),
    settings: settingsStore(db, clock),
    geo: geoStore(db, dialect, clock),
    search: searchStore(db, dialect),
    feedback: feedbackStore(db, clock),
    events: eventsStore(db, clock),
    sitemap: sitemapStore(db),
    reports: reportsStore(db, clock),
    blocks: blocksStore(db, dialect, clock),
    watches: watchesStore(db, clock),
    expiry: expiryStore(db, clock),
    moderation: moderationStore(db, clock),
    savedSearches: savedSearchesStore(db, dialect, clock),
    push: pushStore(db, dialect, clock),
    writeKeys: writeKeysStore(db, clock),
    staleRows: staleRowsStore(db, clock),
  };
}

export type AreaStores = ReturnType<typeof storesOver>;

export type Stores = AreaStores & {
  /** Runs the work in one transaction, with stores bound to it. */
  transaction<T>(work: (stores: AreaStores) => Promise<T>): Promise<T>;
  /** Chat messages with their notification, all or nothing (their own transactions: not inside another). */
  chatSends: ReturnType<typeof chatSendsStore>;
  /** Whether the database answers (readiness); never inside a transaction. */
  health: ReturnType<typeof healthStore>;
};

/** The stores over a database (or a transaction) of the dialect it was opened with. */
export function createStores(db: Kysely<Database>, dialect: DialectName, clock: Clock): Stores {
  const over = (on: Kysely<Database>) => storesOver(on, dialect, clock);
  const transaction: Stores['transaction'] = (work) => db.transaction().execute((trx) => work(over(trx)));
  return { ...over(db), transaction, chatSends: chatSendsStore(db, dialect, clock), health: healthStore(db) };
}
