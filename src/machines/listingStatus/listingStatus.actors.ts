import { fromPromise } from 'xstate';
import type { Post } from '../../contract';
import { markSold } from '../../services/listing';
import type { MarkSoldInput } from './listingStatus.types';

/** PATCH /post/{id}/sold: the post as it now is. */
export const markPostSold = fromPromise<Post, MarkSoldInput>(async ({ input, signal }) => (await markSold(input.postId, input.sold, signal)).post);

export const listingStatusActors = { markPostSold };
