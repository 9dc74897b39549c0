import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { accountsStore } from './accounts.store';
import { activationStore } from './activation.store';
import { presenceStore } from './presence.store';
import { resetsStore } from './resets.store';
import { DEFAULT_TOKEN_LIFETIMES, tokensStore, type TokenLifetimes } from './tokens.store';

export type StoreOptions = { tokenLifetimes?: TokenLifetimes };

function storesOver(db: Kysely<Database>, clock: Clock, options: StoreOptions) {
  return {
    accounts: accountsStore(db, clock),
    tokens: tokensStore(db, clock, options.tokenLifetimes ?? DEFAULT_TOKEN_LIFETIMES),
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

export function createStores(db: Kysely<Database>, clock: Clock, options: StoreOptions = {}): Stores {
  return {
    ...storesOver(db, clock, options),
    transaction: (work) => db.transaction().execute((trx) => work(storesOver(trx, clock, options))),
  };
}
