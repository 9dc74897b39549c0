/** Where the default profile picture is served (public/static). */
export const DEFAULT_AVATAR = '/static/default-avatar.svg';

/** What the display-name rule reads from any user shape (a post's user, a profile, a suggestion). */
export type NamedUser = {
  username: string;
  first_name?: string | null;
  last_name?: string | null;
  marketname?: string | null;
};

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/** The market name, else first plus last name, else the username. */
export function displayName(user: NamedUser): string {
  const market = clean(user.marketname);
  if (market) return market;
  const fullName = [clean(user.first_name), clean(user.last_name)].filter(Boolean).join(' ');
  return fullName || user.username;
}

/** The picture's address, or the default picture when there is none. */
export function avatarOrDefault(url: string | null | undefined): string {
  return clean(url) || DEFAULT_AVATAR;
}
