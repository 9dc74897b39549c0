import type { UserSummary } from '../../../src/contract';
import type { UserSummaryRow } from '../../store/follows.store';

/**
 * A user as suggestions and GET /get_user show them. City and state are the store's when it names them;
 * `is_verified` is the store's badge (market_info.verified), as on posts.
 */
export function toUserSummary(row: UserSummaryRow): UserSummary {
  const marketname = row.marketname?.trim() ?? '';
  return {
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    profileimg: row.profileimg,
    marketname,
    city: row.market_city || row.city,
    state: row.market_state || row.state,
    is_verified: row.market_verified === 1,
    is_vendor: marketname !== '',
    followers: row.followers,
  };
}
