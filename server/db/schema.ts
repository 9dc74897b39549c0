import type { AccountTables } from './schema.accounts';
import type { ChatTables } from './schema.chat';
import type { ContactTables } from './schema.contact';
import type { MarketplaceTables } from './schema.marketplace';
import type { ModerationTables } from './schema.moderation';
import type { PushTables } from './schema.push';
import type { SavedSearchTables } from './schema.savedSearches';
import type { WriteKeyTables } from './schema.writeKeys';

/**
 * Tables as both databases store them, declared per area beside this file. Timestamps are ISO 8601 UTC text
 * (sortable, identical on SQLite and PostgreSQL); flags are 0/1 integers for the same reason.
 */
export type * from './schema.accounts';
export type * from './schema.marketplace';
export type * from './schema.chat';
export type * from './schema.contact';
export type * from './schema.moderation';
export type * from './schema.savedSearches';
export type * from './schema.push';
export type * from './schema.writeKeys';

type AllTables = AccountTables & MarketplaceTables & ChatTables & ContactTables & ModerationTables & SavedSearchTables & PushTables & WriteKeyTables;

/** Every table by name, as Kysely<Database> reads them: the areas' tables in one object type. */
export type Database = { [Table in keyof AllTables]: AllTables[Table] };
