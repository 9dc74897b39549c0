import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { feedLayoutMachine, readFeedLayoutInput, selectFeedLayout, type FeedLayout } from '../../../machines/feedLayout';
import { useScreenActor } from '../../app/useScreenActor';

export type { FeedLayout };

/** Where feed.css lays compact cards two to a row: phones start with them. */
const PHONE_QUERY = '(max-width: 599px)';

function screenDefault(): FeedLayout {
  const phone = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  return phone ? 'compact' : 'full';
}

/** The feed's layout: this device's last choice, else compact cards on a phone and full cards on wider screens. */
export function useFeedLayout(): [FeedLayout, (layout: FeedLayout) => void] {
  const [input] = useState(() => readFeedLayoutInput(screenDefault()));
  const feedLayout = useScreenActor(feedLayoutMachine, { input });
  const layout = useSelector(feedLayout, selectFeedLayout);
  return [layout, (next) => feedLayout.send({ type: 'layout.chosen', layout: next })];
}
