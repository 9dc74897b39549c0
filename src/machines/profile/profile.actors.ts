import { fromPromise } from 'xstate';
import { MESSAGES } from '../../contract';
import { ApiError } from '../../services/api';
import { fetchProfile } from '../../services/profile';
import { startChat } from '../../services/social';
import type { ChatRoomAnswer, ProfileOutcome } from './profile.types';

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.message === MESSAGES.userNotFound);

/** GET /fetchcurruserdetails?username=; a missing user and a failure resolve as outcomes. */
export const loadProfile = fromPromise<ProfileOutcome, { username: string }>(async ({ input, signal }) => {
  try {
    return { kind: 'loaded', profile: await fetchProfile(input.username, signal) };
  } catch (error) {
    if (signal.aborted) throw error;
    return isNotFound(error) ? { kind: 'notFound' } : { kind: 'failed' };
  }
});

/** POST /v2/chats/: the room shared with the profile's user. */
export const openChatRoom = fromPromise<ChatRoomAnswer, { receiver: string }>(({ input, signal }) => startChat(input.receiver, signal));

export const profileActors = { loadProfile, openChatRoom };
