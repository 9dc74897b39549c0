import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Post } from '../../../contract/posts';
import { hasExpired } from '../../../contract/texts.postLife';
import { listingStatusMachine, selectIsMarking, selectSoldToggleLabel } from '../../../machines/listingStatus';
import { useActorToasts } from '../../app/useActorToasts';
import { useScreenActor } from '../../app/useScreenActor';
import { useEmitted } from '../createPost/useEmitted';
import { EditPostModal } from '../editPost/EditPostModal';
import { RenewPostButton } from '../postLife/lazyPostLife';
import type { PostViewActor } from './postViewActor';
import '../../styles/listing.css';

/** The owner's Edit post, Mark as sold / Mark as available and Renew (expired); the popup shows the post as each change left it. */
export function OwnerListingActions({ post, view }: { post: Post; view: PostViewActor }) {
  const [editing, setEditing] = useState(false);
  const status = useScreenActor(listingStatusMachine, { input: { post } });
  useActorToasts(status);
  useEmitted(status, 'post.changed', (event) => view.send({ type: 'post.changed', post: event.post }));
  const marking = useSelector(status, selectIsMarking);
  const toggleLabel = useSelector(status, selectSoldToggleLabel);
  return (
    <div className="owner-listing" data-scope="owner-listing" data-part="root">
      <button type="button" className="button button--secondary" onClick={() => setEditing(true)} data-scope="owner-listing" data-part="edit">
        Edit post
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={marking}
        aria-busy={marking || undefined}
        onClick={() => status.send({ type: 'sold.toggled' })}
        data-scope="owner-listing"
        data-part="sold-toggle"
      >
        {toggleLabel}
      </button>
      {post.renewed_at && hasExpired(post.renewed_at, Date.now()) ? (
        <RenewPostButton postId={post.id} onRenewed={(renewedAt) => view.send({ type: 'post.changed', post: { ...post, renewed_at: renewedAt } })} />
      ) : null}
      {editing ? (
        <EditPostModal
          post={post}
          onSaved={(saved) => view.send({ type: 'post.changed', post: saved })}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </div>
  );
}
