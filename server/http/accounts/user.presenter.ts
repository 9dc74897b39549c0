import { DEFAULT_CHAT_COLOR, type CurrentUser, type MarketInfo, type SessionUser } from '../../../src/contract';
import type { BankAccountRow, MarketInfoRow, UserRow } from '../../db/schema';

function isVendor(market: MarketInfoRow | undefined): boolean {
  return Boolean(market?.marketname.trim());
}

export function toSessionUser(user: UserRow, market: MarketInfoRow | undefined): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_vendor: isVendor(market),
  };
}

function toMarketInfo(market: MarketInfoRow, isSelf: boolean): MarketInfo {
  const showPhone = isSelf || market.display_phone === 1;
  return {
    marketname: market.marketname,
    reg_number: market.reg_number,
    phone: showPhone ? market.phone : '',
    address: market.address,
    city: market.city,
    state: market.state,
    country: market.country,
    display_phone: market.display_phone === 1,
    allow_comments: market.allow_comments === 1,
    allow_multi_image: market.allow_multi_image === 1,
    operational_radius: market.operational_radius,
    business_latitude: market.business_latitude,
    business_longitude: market.business_longitude,
  };
}

export type CurrentUserParts = {
  user: UserRow;
  market: MarketInfoRow | undefined;
  bankAccounts: BankAccountRow[];
  isSelf: boolean;
};

/**
 * The currentuser answer. Private parts (email, dob, phone, address, bank accounts, wallet,
 * location, chat look) are filled only for the user themself; others get them empty. A vendor's
 * phone shows to others when the store says display_phone; a bio when display_bio is on.
 */
export function toCurrentUser({ user, market, bankAccounts, isSelf }: CurrentUserParts): CurrentUser {
  const verified = user.verified_at !== null;
  const publicPhone = market && market.display_phone === 1 ? user.phone || market.phone : '';
  const displayBio = user.display_bio === 1;
  return {
    user: {
      id: user.id,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: isSelf ? user.email : '',
    },
    profile: {
      phone: isSelf ? user.phone : publicPhone,
      city: user.city,
      state: user.state,
      profileimg: user.profileimg,
    },
    is_self: isSelf,
    is_active: verified,
    is_verified: verified,
    date_joined: user.date_joined,
    dob: isSelf ? user.dob : '',
    phone: isSelf ? user.phone : publicPhone,
    nationality: user.nationality,
    state: user.state,
    city: user.city,
    address: isSelf ? user.address : '',
    bio: isSelf || displayBio ? user.bio : '',
    display_bio: displayBio,
    profileimg: user.profileimg,
    coverimg: user.coverimg,
    market_info: market ? toMarketInfo(market, isSelf) : null,
    vendor: market ? { display_phone: market.display_phone === 1, verified: market.verified === 1 } : null,
    wallet: { is_activated: isSelf && user.wallet_activated === 1 },
    bank_accounts: isSelf
      ? bankAccounts.map((account) => ({
          bank_name: account.bank_name,
          account_name: account.account_name,
          account_number: account.account_number,
          is_active: account.is_active === 1,
        }))
      : [],
    background_color: isSelf ? user.background_color || DEFAULT_CHAT_COLOR : '',
    wallpaper: isSelf ? user.wallpaper : '',
    last_known_latitude: isSelf ? user.last_known_latitude : null,
    last_known_longitude: isSelf ? user.last_known_longitude : null,
    location_updated_at: isSelf ? user.location_updated_at : null,
    posts: [],
    followers: [],
    others: { posts_length: 0, user_followers: 0, user_following: 0 },
    is_following: false,
    rating: { average: null, count: 0, mine: null },
    saved_posts: [],
  };
}
