import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { accountsStore } from './accounts.store';
import { activationStore } from './activation.store';
import { presenceStore } from './presence.store';
import { resetsStore } from './resets.store';
import { tokensStore } from './tokens.store';

function storesOver(db: Kysely<Database>, clock: Clock) {
  return {
    accounts: accountsStore(db, clock),
    tokens: tokensStore(db, clock),
    activation: activationStore(db, clock),
    resets: resetsStore(db, clock),
    presence: presenceStore(db, clock),
  };
}

export type AreaStores = ReturnType<typeof storesOver>;

export type Stores = AreaStores & {
  /** Runs the work in one transaction, with stores bound to it. */
  transaction<T>(work: (stores: AreaStores) => Promise<T>): Promise<T>;
};

export function createStores(db: Kysely<Database>, clock: Clock): Stores {
  return {
    ...storesOver(db, clock),
    transaction: (work) => db.transaction().execute((trx) => work(storesOver(trx, clock))),
  };
}
