/** Where the default profile picture is served (public/static). */
export const DEFAULT_AVATAR = '/static/default-avatar.svg';

/** The picture's address, or the default picture when there is none. */
export function avatarOrDefault(url: string | null | undefined): string {
  return url?.trim() || DEFAULT_AVATAR;
}
