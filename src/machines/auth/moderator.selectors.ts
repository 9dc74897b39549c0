import type { AuthSnapshot } from './auth.selectors';

// Its own module, left out of the auth index: only the settings menu's chunk reads it, so the first render of / stays as it was.

/** True when the signed-in user holds the moderator role (the menu offers Moderation). */
export const selectIsModerator = (snapshot: AuthSnapshot): boolean => snapshot.context.currentUser?.is_moderator === true;
