import type { MarketInfoRow, NewMarketInfo, UserRow } from '../../../server/db/schema';
import type { Stores } from '../../../server/store';
import { locationKey, type NewPostFields, type NewPostMedia } from '../../../server/store/posts.store';
import { newUser, type NewUserOverrides } from './helpers';

export type TestVendor = UserRow & { password: string; market: MarketInfoRow };

export type NewVendorOverrides = NewUserOverrides & {
  market?: Partial<Omit<NewMarketInfo, 'user_id' | 'created_at'>>;
};

/** A verified user with a store (market_info) in Lagos, straight in the store. */
export async function newVendor(stores: Stores, overrides: NewVendorOverrides = {}): Promise<TestVendor> {
  const { market: marketOverrides, ...userOverrides } = overrides;
  const user = await newUser(stores, userOverrides);
  await stores.accounts.saveMarketInfo({
    user_id: user.id,
    // Market names are unique, so each vendor's carries their username.
    marketname: `${user.first_name}'s Store ${user.username}`,
    phone: '+2348035550000',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    ...marketOverrides,
  });
  const market = await stores.accounts.marketInfo(user.id);
  if (!market) throw new Error('the vendor store was not saved');
  return { ...user, market };
}

export type NewPostOverrides = Partial<NewPostFields> & { media?: NewPostMedia[] };

/**
 * A post by the vendor straight in the store, located like the create route locates it (the store's
 * city, state and coordinates). Answers the new post's id.
 */
export async function newPost(stores: Stores, vendor: TestVendor, overrides: NewPostOverrides = {}): Promise<number> {
  const { media = [], ...fields } = overrides;
  return stores.transaction((tx) =>
    tx.posts.create(
      {
        user_id: vendor.id,
        title: 'Ankara fabric, 6 yards',
        description: 'Bright wax print, 100% cotton.',
        caption: '',
        price: 15000,
        category_id: 2,
        category_type: 'product',
        delivery_time: 'next_day',
        delivery_radius: null,
        city_key: locationKey(vendor.market.city),
        state_key: locationKey(vendor.market.state),
        latitude: vendor.market.business_latitude,
        longitude: vendor.market.business_longitude,
        ...fields,
      },
      media,
    ),
  );
}
