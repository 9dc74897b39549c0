/** The follow state as the server last told it. */
export type FollowState = { isFollowing: boolean; followers: number };

export type FollowInput = FollowState & {
  /** The profile's username. */
  username: string;
  /** What the toast calls them: 'Now following {name}'. */
  name: string;
  signedIn: boolean;
};

export type FollowContext = {
  username: string;
  name: string;
  signedIn: boolean;
  server: FollowState;
  /** The state the user asked for and the server has not confirmed yet; null when none. */
  wanted: boolean | null;
};

export type FollowEvent = { type: 'follow.toggled' };

export type FollowEmitted =
  | { type: 'toast'; tone: 'success' | 'error' | 'info'; message: string }
  /** Signed out: the view sends the user to /login. */
  | { type: 'login.required' }
  /** The request settled (either way): the profile reloads. */
  | { type: 'follow.settled' };

export type SetFollowInput = { username: string; follow: boolean };
export type FollowAnswer = { isFollowing: boolean; user_followers: number };
