import { Suspense } from 'react';
import type { Post } from '../../../contract/posts';
import { lazyPart } from '../../app/lazyPart';
import type { PostViewActor } from './postViewActor';

/**
 * The owner's Edit post, Mark as sold and Renew in their own chunk: only the post's owner sees them, and with the
 * edit dialog they brought zod, the create-post form and the listing status machine to every shared link.
 */
const LazyOwnerListingActions = lazyPart(() => import('./OwnerListingActions'), (module) => module.OwnerListingActions);

export function OwnerListing(props: { post: Post; view: PostViewActor }) {
  return (
    <Suspense fallback={null}>
      <LazyOwnerListingActions.Component {...props} />
    </Suspense>
  );
}
