import { fromPromise } from 'xstate';
import type { UserSummary } from '../../contract';
import { fetchSuggestions } from '../../services/social';
import { setFollow } from '../../services/social';

/** GET /get_users: the vendors to pick suggestions from. */
export const loadSuggestions = fromPromise<UserSummary[]>(({ signal }) => fetchSuggestions(signal));

/** POST /follow with action true. */
export const followVendor = fromPromise<unknown, { username: string }>(({ input, signal }) => setFollow(input.username, true, signal));

export const followSuggestionsActors = { loadSuggestions, followVendor };
