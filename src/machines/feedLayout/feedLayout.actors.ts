import { readFeedLayout } from '../../services/feedLayout';
import type { FeedLayout, FeedLayoutInput } from './feedLayout.types';

/** The machine's input in the browser: the layout this device chose last, else `screenDefault`. */
export function readFeedLayoutInput(screenDefault: FeedLayout): FeedLayoutInput {
  return { layout: readFeedLayout() ?? screenDefault };
}
