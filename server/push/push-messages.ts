import { fillTemplate, NOTIFICATION_TEXTS, postPagePath, profilePagePath, savedSearchHref, type SavedSearchQuery } from '../../src/contract';
import { PUSH_LIMITS, PUSH_TITLES, type PushMessage } from '../../src/contract/push';

/** Text cut to what a phone's notification shows, on a character (not a UTF-16 half) boundary. */
function shortened(text: string): string {
  const characters = Array.from(text);
  return characters.length <= PUSH_LIMITS.bodyMax ? text : `${characters.slice(0, PUSH_LIMITS.bodyMax - 1).join('')}…`;
}

/** What each kind's push says and opens: the notification centre's words, and the page its entry opens. */
export const pushMessages = {
  chat: (sender: string, text: string, uniquecode: string): PushMessage => ({
    title: fillTemplate(PUSH_TITLES.chat, { actor: sender }),
    body: shortened(text),
    url: `/chats/${encodeURIComponent(uniquecode)}`,
  }),
  savedSearch: (alertText: string, query: SavedSearchQuery): PushMessage => ({
    title: PUSH_TITLES.saved_search,
    body: alertText,
    url: savedSearchHref(query),
  }),
  priceDrop: (text: string, postId: number): PushMessage => ({ title: PUSH_TITLES.price_drop, body: text, url: postPagePath(postId) }),
  reply: (actor: string, reply: string, postId: number): PushMessage => ({
    title: fillTemplate(PUSH_TITLES.reply, { actor }),
    body: shortened(reply),
    url: postPagePath(postId),
  }),
  follow: (actor: string): PushMessage => ({
    title: PUSH_TITLES.follow,
    body: fillTemplate(NOTIFICATION_TEXTS.follow, { actor }),
    url: profilePagePath(actor),
  }),
};
