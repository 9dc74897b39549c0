import type { CurrentUser, LoginAnswer } from '../../src/contract';

/** A login answer for `alice`, as the server sends it. */
export const aliceLogin: LoginAnswer = {
  token: 'token-alice-1',
  message: 'Login successful!',
  user: { id: 1, username: 'alice', email: 'alice@example.com', first_name: 'Alice', last_name: 'Okafor', is_vendor: false },
};

/** GET /fetchcurruserdetails?username=alice, as the server sends it. */
export function currentUserOf(username: string): CurrentUser {
  return {
    user: { id: 1, username, first_name: 'Alice', last_name: 'Okafor', email: `${username}@example.com` },
    profile: { phone: '+2348012345678', city: 'Lagos', state: 'Lagos', profileimg: '' },
    is_self: true,
    is_active: true,
    is_verified: true,
    date_joined: '2026-01-01T00:00:00Z',
    dob: '',
    phone: '+2348012345678',
    nationality: '',
    state: 'Lagos',
    city: 'Lagos',
    address: '',
    bio: '',
    display_bio: false,
    profileimg: '',
    coverimg: '',
    market_info: null,
    vendor: null,
    wallet: { is_activated: false },
    bank_accounts: [],
    background_color: '#6E9F2E',
    wallpaper: '',
    last_known_latitude: null,
    last_known_longitude: null,
    location_updated_at: null,
    posts: [],
    followers: [],
    others: { posts_length: 0, user_followers: 0, user_following: 0 },
    is_following: false,
    rating: { average: null, count: 0, mine: null },
    saved_posts: [],
    is_moderator: false,
  };
}
