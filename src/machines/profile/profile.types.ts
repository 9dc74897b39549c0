import type { CurrentUser } from '../../contract';

export type ProfileInput = {
  /** The profile's username (from /profile/{username}). */
  username: string;
  /** The signed-in user's username; null for a visitor who is signed out. */
  viewer: string | null;
};

/** Loading a profile, in the screen's words. */
export type ProfileOutcome = { kind: 'loaded'; profile: CurrentUser } | { kind: 'notFound' } | { kind: 'failed' };

export type ProfileContext = {
  username: string;
  viewer: string | null;
  profile: CurrentUser | undefined;
};

export type ProfileEvent =
  /** After a follow, a created post or a rating: fetch the profile again, keeping what is shown. */
  | { type: 'profile.reloadRequested' }
  | { type: 'profile.retried' }
  | { type: 'message.requested' }
  | { type: 'createPost.requested' }
  | { type: 'createPost.closed' };

export type ProfileEmitted =
  | { type: 'toast'; tone: 'success' | 'error' | 'info'; message: string }
  /** The view goes there: /login, or the new chat room. */
  | { type: 'navigate'; to: string };

export type ChatRoomAnswer = { uniquecode: string };
