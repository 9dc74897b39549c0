/** What the display-name rule reads from any user shape (a post's user, a profile, a suggestion, a comment's author). */
export type NamedUser = {
  username: string;
  first_name?: string | null;
  last_name?: string | null;
  marketname?: string | null;
};

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/** The spec's display name: the market name, else first plus last name, else the username. */
export function displayName(user: NamedUser): string {
  const market = clean(user.marketname);
  if (market) return market;
  const fullName = [clean(user.first_name), clean(user.last_name)].filter(Boolean).join(' ');
  return fullName || user.username;
}

/** Where a seller is, as shown under their name: "City, State", either alone, or empty. */
export function placeName(city: string | null | undefined, state: string | null | undefined): string {
  return [clean(city), clean(state)].filter(Boolean).join(', ');
}
