import { useState } from 'react';
import { readFeedLayout, saveFeedLayout, type FeedLayout } from '../../../services/feedLayout';

export type { FeedLayout };

/** Where feed.css lays compact cards two to a row: phones start with them. */
const PHONE_QUERY = '(max-width: 599px)';

function screenDefault(): FeedLayout {
  const phone = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  return phone ? 'compact' : 'full';
}

/** The feed's layout: this device's last choice, else compact cards on a phone and full cards on wider screens. */
export function useFeedLayout(): [FeedLayout, (layout: FeedLayout) => void] {
  const [layout, setLayout] = useState<FeedLayout>(() => readFeedLayout() ?? screenDefault());
  const choose = (next: FeedLayout) => {
    saveFeedLayout(next);
    setLayout(next);
  };
  return [layout, choose];
}
