import { fromPromise } from 'xstate';
import { setFollow } from '../../services/social';
import type { FollowAnswer, SetFollowInput } from './follow.types';

/** POST /follow with the wanted state; the server answers the stored state and count. */
export const sendFollow = fromPromise<FollowAnswer, SetFollowInput>(({ input, signal }) => setFollow(input.username, input.follow, signal));

export const followActors = { sendFollow };
