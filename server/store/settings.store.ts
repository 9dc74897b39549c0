import type { Kysely } from 'kysely';
import type { StoreToggle, UpdateImageField } from '../../src/contract';
import type { Clock } from '../clock';
import type { Updateable } from 'kysely';
import type { Database, MarketInfoTable, UserRow } from '../db/schema';
import { marketNameKey } from './market-names';
import { locationKey } from './posts.store';
import { reindexSearchWords } from './search-words';

/** The store form's text, as parsed: fields left out stay as they were. */
export type StoreDetails = {
  marketname: string;
  phone: string;
  address: string;
  reg_number?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
} & Partial<Record<StoreToggle, boolean | undefined>>;

export type StoreLocation = { latitude: number; longitude: number; operational_radius?: number | null | undefined };

export type BankAccountDetails = { bank_name: string; account_name: string; account_number: string };

/** Columns a save sets; Kysely leaves out the ones that are undefined, so they keep their value (or default). */
type MarketColumns = Omit<Updateable<MarketInfoTable>, 'user_id' | 'created_at' | 'verified' | 'marketname_key'>;

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

function togglesOf(details: Partial<Record<StoreToggle, boolean | undefined>>): MarketColumns {
  return {
    display_phone: flag(details.display_phone),
    allow_comments: flag(details.allow_comments),
    allow_multi_image: flag(details.allow_multi_image),
  };
}

/** The settings writes of one user: store, store location (and its posts'), bank account, chat look, pictures, position. */
export function settingsStore(db: Kysely<Database>, clock: Clock) {
  /**
   * Posts carry their store's city, state and position from when they were made, for the feed filters and
   * the nearby search; when the store moves, its posts move with it (the create route's rule: the store's
   * city and state, else the user's).
   */
  async function movePosts(user: Pick<UserRow, 'id' | 'city' | 'state'>): Promise<void> {
    const market = await db
      .selectFrom('market_info')
      .select(['city', 'state', 'business_latitude', 'business_longitude'])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!market) return;
    const positioned = market.business_latitude !== null && market.business_longitude !== null;
    await db
      .updateTable('posts')
      .set({
        city_key: locationKey(market.city || user.city),
        state_key: locationKey(market.state || user.state),
        latitude: positioned ? market.business_latitude : null,
        longitude: positioned ? market.business_longitude : null,
      })
      .where('user_id', '=', user.id)
      .execute();
  }

  return {
    /** True when another store than the user's holds the name, case and spacing aside. */
    async isMarketNameTaken(marketname: string, exceptUserId: number): Promise<boolean> {
      const key = marketNameKey(marketname);
      if (key === null) return false;
      const row = await db
        .selectFrom('market_info')
        .select('user_id')
        .where('marketname_key', '=', key)
        .where('user_id', '!=', exceptUserId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Creates the user's store (they become a vendor) or replaces the details it is sent; a location moves the
     * store. Answers whether the store is new. When the city, state or position changed, the posts follow.
     * A market name another store holds (case and spacing aside) is a unique violation.
     */
    async saveStore(user: Pick<UserRow, 'id' | 'city' | 'state'>, details: StoreDetails, location?: StoreLocation): Promise<{ created: boolean }> {
      const { display_phone, allow_comments, allow_multi_image, ...text } = details;
      const columns: MarketColumns = {
        ...text,
        ...togglesOf({ display_phone, allow_comments, allow_multi_image }),
        business_latitude: location?.latitude,
        business_longitude: location?.longitude,
        operational_radius: location?.operational_radius,
      };
      const before = await db
        .selectFrom('market_info')
        .select(['city', 'state', 'business_latitude', 'business_longitude'])
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!before) {
        await db
          .insertInto('market_info')
          .values({
            ...columns,
            marketname: details.marketname,
            marketname_key: marketNameKey(details.marketname),
            user_id: user.id,
            created_at: clock.now().toISOString(),
          })
          .execute();
      } else {
        const named = columns.marketname === undefined ? {} : { marketname_key: marketNameKey(columns.marketname) };
        await db.updateTable('market_info').set({ ...columns, ...named }).where('user_id', '=', user.id).execute();
      }
      await reindexSearchWords(db, user.id);
      const moved =
        !before ||
        (text.city !== undefined && text.city !== before.city) ||
        (text.state !== undefined && text.state !== before.state) ||
        (location !== undefined &&
          (location.latitude !== before.business_latitude || location.longitude !== before.business_longitude));
      if (moved) await movePosts(user);
      return { created: !before };
    },

    /** Sets the store's switches; false when the user has no store. */
    async setStoreToggles(userId: number, toggles: Partial<Record<StoreToggle, boolean | undefined>>): Promise<boolean> {
      const result = await db.updateTable('market_info').set(togglesOf(toggles)).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The user's one payout account: the saved details replace whatever was there, active. */
    async replaceBankAccount(userId: number, account: BankAccountDetails): Promise<void> {
      await db.deleteFrom('bank_accounts').where('user_id', '=', userId).execute();
      await db
        .insertInto('bank_accounts')
        .values({ ...account, user_id: userId, is_active: 1, created_at: clock.now().toISOString() })
        .execute();
    },

    async setChatColor(userId: number, color: string): Promise<void> {
      await db.updateTable('users').set({ background_color: color }).where('id', '=', userId).execute();
    },

    /** Sets a picture (a /media/ URL path); answers the one it replaces ('' when none). */
    async replacePicture(userId: number, field: UpdateImageField, url: string): Promise<string> {
      const before = await db.selectFrom('users').select(field).where('id', '=', userId).executeTakeFirst();
      await db
        .updateTable('users')
        .set({ [field]: url })
        .where('id', '=', userId)
        .execute();
      return before?.[field] ?? '';
    },

    /** The user's last known position (the browser's); answers the time it was recorded. */
    async setLastKnownLocation(userId: number, latitude: number, longitude: number): Promise<string> {
      const at = clock.now().toISOString();
      await db
        .updateTable('users')
        .set({ last_known_latitude: latitude, last_known_longitude: longitude, location_updated_at: at })
        .where('id', '=', userId)
        .execute();
      return at;
    },
  };
}

export type SettingsStore = ReturnType<typeof settingsStore>;
