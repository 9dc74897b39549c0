export type PostMenuInput = {
  postId: number;
  /** Whether the caller saved the post (the post's `saved`). */
  saved: boolean;
  /** Whether someone is signed in. */
  signedIn: boolean;
  /** Whether the signed-in caller wrote the post. */
  isOwner: boolean;
};

export type PostMenuContext = PostMenuInput;

/** A refused delete or save in the menu's words: status 0 is a network failure. */
export type MenuFailure = { status: number; message: string };
export type DeleteOutcome = { ok: true } | { ok: false; failure: MenuFailure };

export type PostMenuEvent =
  | { type: 'menu.toggled' }
  /** A click outside the menu, or Escape. */
  | { type: 'menu.dismissed' }
  | { type: 'hide.requested' }
  | { type: 'report.requested' }
  /** The report form was closed (sent or not). */
  | { type: 'report.closed' }
  | { type: 'save.requested' }
  | { type: 'delete.requested' }
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' };

export type PostMenuEmitted =
  | { type: 'toast'; tone: 'success' | 'error' | 'info'; message: string }
  | { type: 'post.hidden'; postId: number }
  | { type: 'post.deleted'; postId: number };
