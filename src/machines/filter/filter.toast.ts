import { fillTemplate, MESSAGES } from '../../contract/constants';
import type { FeedAnswer } from '../../contract/posts';
import { countedItems } from '../feed/feed.rules';
import { filterCountOf } from './filter.rules';
import type { FeedFilterQuery } from './filter.types';

/** The toast after an applied filter: how many items, or none found. */
export function resultsToast(query: FeedFilterQuery, answer: FeedAnswer) {
  const count = filterCountOf(query);
  if (!answer.results.length) {
    return { type: 'toast', tone: 'info', message: fillTemplate(MESSAGES.noFilterResults, { count }) } as const;
  }
  const { items } = countedItems(answer);
  return { type: 'toast', tone: 'success', message: fillTemplate(MESSAGES.filterResults, { items, count }) } as const;
}
