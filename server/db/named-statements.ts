import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Statements PostgreSQL keeps parsed per connection, by their text: the precompiled queries of the hot paths. */
const names = new Map<string, string>();

/**
 * Asks every PostgreSQL connection to keep this statement prepared: parsed once, and planned once when its
 * plan does not depend on the values (PostgreSQL compares a generic plan with the first five it made for the
 * values given). Sent as text, a post's JSON statement was planned on every request (1 ms, three times its run).
 * Only texts compiled once per process are named, so the statements a connection keeps stay few.
 */
export function keepPrepared(text: string): void {
  if (!names.has(text)) names.set(text, `kept_${names.size + 1}`);
}

function namingClient(client: pg.PoolClient): PostgresPoolClient {
  return {
    query(text: unknown, parameters?: readonly unknown[]) {
      const name = typeof text === 'string' ? names.get(text) : undefined;
      if (name === undefined) return client.query(text as string, parameters as unknown[]) as never;
      return client.query({ name, text: text as string, values: parameters as unknown[] }) as never;
    },
    release: () => client.release(),
  } as PostgresPoolClient;
}

/** The pool as Kysely's PostgreSQL driver takes it, its clients sending the kept statements by name. */
export function namingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let named = wrapped.get(client);
      if (!named) {
        named = namingClient(client);
        wrapped.set(client, named);
      }
      return named;
    },
    end: () => pool.end(),
  };
}
