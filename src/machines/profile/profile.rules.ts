import { placeName, type CurrentUser } from '../../contract';

export type ProfilePost = CurrentUser['posts'][number];
export type CategoryGroup = { name: string; posts: ProfilePost[] };

export const UNCATEGORIZED = 'Uncategorized';

/** Posts by category name, groups in the order their first post appears. */
export function groupPostsByCategory(posts: readonly ProfilePost[]): CategoryGroup[] {
  const groups = new Map<string, ProfilePost[]>();
  for (const post of posts) {
    const name = post.category?.name.trim() || UNCATEGORIZED;
    groups.set(name, [...(groups.get(name) ?? []), post]);
  }
  return [...groups.entries()].map(([name, grouped]) => ({ name, posts: grouped }));
}

/** City plus state from the store's details, else from the profile. */
export function profileLocation(profile: CurrentUser): string {
  const market = profile.market_info;
  const city = market?.city.trim() || profile.profile.city.trim() || profile.city.trim();
  const state = market?.state.trim() || profile.profile.state.trim() || profile.state.trim();
  return placeName(city, state);
}
