import { fromPromise } from 'xstate';
import type { LikeAnswer } from '../../contract';
import { setLike } from '../../services/likes';
import { waitForNetwork } from '../shared/network';
import type { LikeRequest } from './like.types';

/** POST /like with the wanted state, so a retried or repeated request lands once. */
export const sendLike = fromPromise<LikeAnswer, LikeRequest>(({ input, signal }) => setLike(input.postId, input.liked, signal));

export const likeActors = { sendLike, waitForNetwork };
