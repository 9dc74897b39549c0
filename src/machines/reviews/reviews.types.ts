import type { Review, ReviewsPage } from '../../contract';

export type { Review, ReviewsPage };

export type ReviewsInput = { vendor: string };

export type ReviewsContext = {
  vendor: string;
  /** Every page read so far, joined: the summary and the caller's review are the latest page's. */
  shown: ReviewsPage | null;
  /** The page being read. */
  page: number;
};

export type ReviewsEvent =
  | { type: 'reviews.retried' }
  | { type: 'reviews.moreRequested' }
  /** A review or a reply was saved here: read the first page again. */
  | { type: 'reviews.changed' };
