import type { Review } from '../../contract';

export type { Review };

/** A buyer's review of a vendor, or the vendor's reply to one buyer's review. */
export type ReviewDraftInput =
  | { kind: 'review'; vendor: string; rating: number; text: string }
  | { kind: 'reply'; vendor: string; reviewer: string; text: string };

export type ReviewDraftContext = {
  kind: 'review' | 'reply';
  vendor: string;
  /** The buyer whose review is answered (a reply only). */
  reviewer: string;
  /** Chosen stars; 0 until chosen (a reply has none). */
  rating: number;
  text: string;
  /** Why the draft was not sent, or why the server refused it. */
  error: string | null;
};

export type ReviewDraftOutcome = { ok: true; review: Review } | { ok: false; message: string };

export type ReviewDraftEvent =
  | { type: 'draft.ratingChosen'; rating: number }
  | { type: 'draft.textChanged'; text: string }
  | { type: 'draft.submitted' };

export type ReviewDraftEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string }
  | { type: 'draft.saved'; review: Review };
