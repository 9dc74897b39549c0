import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { accountsStore } from './accounts.store';
import { activationStore } from './activation.store';
import { chatInboxStore } from './chatInbox.store';
import { chatRoomsStore } from './chatRooms.store';
import { commentsStore } from './comments.store';
import { eventsStore } from './events.store';
import { feedbackStore } from './feedback.store';
import { feedStore } from './feed.store';
import { followsStore } from './follows.store';
import { geoStore } from './geo.store';
import { groupCommit } from './group-commit';
import { likesStore } from './likes.store';
import { lookupsStore } from './lookups.store';
import { messagesStore } from './messages.store';
import { notificationsStore } from './notifications.store';
import { postsStore } from './posts.store';
import { presenceStore } from './presence.store';
import { profilesStore } from './profiles.store';
import { ratingsStore } from './ratings.store';
import { referralsStore } from './referrals.store';
import { resetsStore } from './resets.store';
import { hiddenStore, savedStore } from './saved.store';
import { searchStore } from './search.store';
import { settingsStore } from './settings.store';
import { tokensStore } from './tokens.store';

function storesOver(db: Kysely<Database>, clock: Clock) {
  return {
    accounts: accountsStore(db, clock),
    tokens: tokensStore(db, clock),
    activation: activationStore(db, clock),
    resets: resetsStore(db, clock),
    presence: presenceStore(db, clock),
    lookups: lookupsStore(db),
    posts: postsStore(db, clock),
    feed: feedStore(db),
    likes: likesStore(db, clock),
    comments: commentsStore(db, clock),
    follows: followsStore(db, clock),
    saved: savedStore(db, clock),
    hidden: hiddenStore(db, clock),
    ratings: ratingsStore(db, clock),
    referrals: referralsStore(db),
    profiles: profilesStore(db),
    notifications: notificationsStore(db, clock),
    chatRooms: chatRoomsStore(db, clock),
    chatInbox: chatInboxStore(db),
    messages: messagesStore(db, clock),
    settings: settingsStore(db, clock),
    geo: geoStore(db),
    search: searchStore(db),
    feedback: feedbackStore(db, clock),
    events: eventsStore(db, clock),
  };
}

export type AreaStores = ReturnType<typeof storesOver>;

export type Stores = AreaStores & {
  /** Runs the work in one transaction, with stores bound to it. */
  transaction<T>(work: (stores: AreaStores) => Promise<T>): Promise<T>;
  /**
   * Like `transaction`, for small frequent writes (a chat message): with `groupCommits` the work may share
   * its commit with other work queued meanwhile, each still all or nothing (see group-commit.ts).
   */
  sharedTransaction<T>(work: (stores: AreaStores) => Promise<T>): Promise<T>;
};

export type StoreOptions = {
  /** SQLite: one writer, a WAL write per commit. PostgreSQL keeps one transaction per piece of work. */
  groupCommits?: boolean;
};

export function createStores(db: Kysely<Database>, clock: Clock, options: StoreOptions = {}): Stores {
  const transaction: Stores['transaction'] = (work) => db.transaction().execute((trx) => work(storesOver(trx, clock)));
  return {
    ...storesOver(db, clock),
    transaction,
    sharedTransaction: options.groupCommits ? groupCommit(db, (trx) => storesOver(trx, clock)) : transaction,
  };
}
