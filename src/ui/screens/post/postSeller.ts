import { displayName, placeName } from '../../../contract/displayName';
import type { Post } from '../../../contract/posts';

/** The seller's shown name, place and phone (only when the vendor chose to show it). */
export function sellerOf(post: Post) {
  const { user } = post;
  const marketname = user.vendor?.marketname || user.profile.marketname;
  const city = user.vendor?.city || user.profile.city;
  const state = user.vendor?.state || user.profile.state;
  return {
    name: displayName({ username: user.username, first_name: user.first_name, last_name: user.last_name, marketname }),
    place: placeName(city, state),
    phone: user.vendor?.display_phone && user.vendor.phone ? user.vendor.phone : null,
  };
}
