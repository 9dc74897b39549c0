import type { FeedLayout } from '../../services/feedLayout';

export type { FeedLayout };

export type FeedLayoutContext = {
  /** How the feed draws its posts now. */
  layout: FeedLayout;
};

/** The layout the feed starts with: this device's last choice, else the screen's default. */
export type FeedLayoutInput = FeedLayoutContext;

export type FeedLayoutEvent = { type: 'layout.chosen'; layout: FeedLayout };
