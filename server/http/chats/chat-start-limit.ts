import { MESSAGES, MODERATION_LIMITS } from '../../../src/contract';
import type { Clock } from '../../clock';
import type { Stores } from '../../store';
import type { AuthenticatedCaller } from '../authenticate';
import { tooManyRequests } from '../http-error';

const { newAccountAgeMs, newAccountChatStarts, chatStartWindowMs } = MODERATION_LIMITS;

/**
 * Spam limit (issue 16): an account younger than a day starts at most 10 chats an hour (429, with when it may start
 * the next). Its chats already open keep working: only a room not open yet counts. The rooms table is the count, so
 * it holds across processes.
 */
export async function refuseTooManyNewChats(stores: Stores, clock: Clock, caller: AuthenticatedCaller, receiverId: number): Promise<void> {
  const now = clock.now().getTime();
  if (now - Date.parse(caller.user.date_joined) >= newAccountAgeMs) return;
  const since = new Date(now - chatStartWindowMs).toISOString();
  const started = await stores.chatRooms.startedSince(caller.userId, since, newAccountChatStarts);
  const [oldest] = started;
  if (started.length < newAccountChatStarts || oldest === undefined) return;
  if (await stores.chatRooms.findByPair(caller.userId, receiverId)) return;
  throw tooManyRequests((Date.parse(oldest) + chatStartWindowMs - now) / 1000, MESSAGES.tooManyNewChats);
}
