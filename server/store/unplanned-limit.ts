import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/database';

/**
 * A LIMIT or OFFSET given as a value, hidden from SQLite's planner (`(? + 0)`): SQLite (3.53 here) plans with a
 * bare parameter's bound value there and so prepares the statement again on every run, bound afresh (a short
 * query 11 -> 51 us a run, with or without ANALYZE's tables; a listing search's ring read 7 ms). PostgreSQL's
 * value stays bare.
 */
export function unplannedLimit(value: unknown, dialect: DialectName): RawBuilder<number> {
  return dialect === 'sqlite' ? sql<number>`(${value} + 0)` : sql<number>`${value}`;
}
