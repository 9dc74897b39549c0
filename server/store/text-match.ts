import { sql, type Expression, type RawBuilder } from 'kysely';

/** `%text%` for LIKE, with the text's own %, _ and \ taken literally (ESCAPE '\'). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * True where the column holds the text, ignoring case, on both databases: PostgreSQL's LIKE is
 * case-sensitive, so both sides are lower-cased (fully on PostgreSQL, ASCII on SQLite).
 */
export function containsText(column: Expression<string | null>, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${column}) like ${containsPattern(text)} escape '\\'`;
}
