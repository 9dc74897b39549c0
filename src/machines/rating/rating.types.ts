import type { RatingSummary } from '../../contract';

export type { RatingSummary };

export type RatingInput = { vendor: string; summary: RatingSummary; signedIn: boolean };

export type RatingContext = {
  vendor: string;
  signedIn: boolean;
  summary: RatingSummary;
  /** The stars being sent. */
  chosen: number | null;
};

export type RatingOutcome = { ok: true; summary: RatingSummary } | { ok: false; message: string };

export type RatingEvent = { type: 'rating.chosen'; rating: number };

export type RatingEmitted =
  | { type: 'toast'; tone: 'success' | 'error' | 'info'; message: string }
  | { type: 'login.required' };
