import {
  DEFAULT_CHAT_COLOR,
  type CurrentUser,
  type MarketInfo,
  type RatingSummary,
  type SessionUser,
} from '../../../src/contract';
import type { BankAccountRow, MarketInfoRow, UserRow } from '../../db/schema';
import type { PostRecord } from '../../store/posts.store';

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

type ProfilePost = CurrentUser['posts'][number];

/** A post as a profile lists it: the category's name, the main media URLs, the delivery label. */
export function toProfilePost({ post, category, deliveryTime, media }: PostRecord): ProfilePost {
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    price: post.price,
    category: category && { id: category.id, name: category.name },
    images: media.map((item) => item.url),
    delivery: deliveryTime?.label ?? null,
    no_of_likes: post.no_of_likes,
    created_at: post.created_at,
    sold: post.sold === 1,
    renewed_at: post.renewed_at,
  };
}

/** What a profile shows of the user's activity; `savedPosts` only on one's own profile. */
export type ProfileActivity = {
  posts: PostRecord[];
  postCount: number;
  followers: string[];
  counts: { followers: number; following: number };
  isFollowing: boolean;
  rating: RatingSummary;
  savedPosts: PostRecord[];
  /** Only ever true on one's own profile. */
  isModerator: boolean;
};

export type CurrentUserParts = {
  user: UserRow;
  market: MarketInfoRow | undefined;
  bankAccounts: BankAccountRow[];
  isSelf: boolean;
  activity: ProfileActivity;
};

function activityParts(activity: ProfileActivity): Pick<
  CurrentUser,
  'posts' | 'followers' | 'others' | 'is_following' | 'rating' | 'saved_posts' | 'is_moderator'
> {
  return {
    posts: activity.posts.map(toProfilePost),
    followers: activity.followers.map((follower) => ({ follower })),
    others: {
      posts_length: activity.postCount,
      user_followers: activity.counts.followers,
      user_following: activity.counts.following,
    },
    is_following: activity.isFollowing,
    rating: activity.rating,
    saved_posts: activity.savedPosts.map(toProfilePost),
    is_moderator: activity.isModerator,
  };
}

/**
 * The currentuser answer. Private parts (email, dob, phone, address, bank accounts, wallet,
 * location, chat look) are filled only for the user themself; others get them empty. A vendor's
 * phone shows to others when the store says display_phone; a bio when display_bio is on. The
 * activity (posts, followers, counts, rating, saved posts) is as the caller sees it.
 */
export function toCurrentUser({ user, market, bankAccounts, isSelf, activity }: CurrentUserParts): CurrentUser {
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
    // The badge: a verified store, as on posts and in search, never merely an activated account.
    is_verified: market?.verified === 1,
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
    ...activityParts(activity),
  };
}
