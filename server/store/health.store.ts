import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether the database answers (GET /readyz). */
export function healthStore(db: Kysely<Database>) {
  return {
    /** Resolves once the database has answered a query; throws when it cannot. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
