import { X } from '../../components/icons';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Post } from '../../../contract/posts';
import { postViewMachine, readPostViewInput } from '../../../machines/postView';
import { useScreenActor } from '../../app/useScreenActor';
import { useActorToasts } from '../../app/useActorToasts';
import { useEmitted } from '../createPost/useEmitted';
import { PostPopupBody } from './PostPopupBody';
import { PostShadowScope, usePostShadow } from './PostShadow';
import { useDialog } from './useDialog';
import type { PostViewActor } from './postViewActor';
import '../../styles/post.css';

export type PostPopupProps = {
  /** Loads the post by id (share links, the feed's ?postId=). */
  postId?: number | null;
  /** Or shows a post the caller already has. */
  post?: Post | null;
  onClose: () => void;
  /** The post was hidden or deleted from its menu; the popup closes when these are not given. */
  onHidden?: (postId: number) => void;
  onDeleted?: (postId: number) => void;
  /** The owner edited the post or marked it sold or available: the post as the server now has it. */
  onChanged?: (post: Post) => void;
};

/** The post popup: a modal dialog with the post, its seller, actions, shares, likes and comments. */
export function PostPopup(props: PostPopupProps) {
  // Another post is another loader.
  return (
    <PostShadowScope>
      <PostDialog key={props.postId ?? props.post?.id ?? 'none'} {...props} />
    </PostShadowScope>
  );
}

function PostDialog({ postId, post, onClose, onHidden, onDeleted, onChanged }: PostPopupProps) {
  const [input] = useState(() => readPostViewInput({ postId, post }));
  const view = useScreenActor(postViewMachine, { input });
  useActorToasts(view);
  useEmitted(view, 'post.changed', (event) => onChanged?.(event.post));
  useNavigation(view);
  useHeardActivity(view);
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialog(dialog, onClose);
  const titleId = useId();

  return (
    <div className="post-popup__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()} data-scope="post-popup" data-part="backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="post-popup"
        onKeyDown={onKeyDown}
        data-scope="post-popup"
        data-part="dialog"
      >
        <button type="button" className="post-popup__close" aria-label="Close" onClick={onClose}>
          <X />
        </button>
        <PostPopupBody view={view} titleId={titleId} onHidden={onHidden ?? onClose} onDeleted={onDeleted ?? onClose} />
      </div>
    </div>
  );
}

/** Message Seller ends in the room it created. */
function useNavigation(view: PostViewActor) {
  const navigate = useNavigate();
  const go = useRef(navigate);
  useLayoutEffect(() => {
    go.current = navigate;
  });
  useLayoutEffect(() => {
    const subscription = view.on('navigate', (event) => void go.current(event.to));
    return () => subscription.unsubscribe();
  }, [view]);
}

/** Likes and comments heard on the post's live socket reach every view of it through the post shadow. */
function useHeardActivity(view: PostViewActor) {
  const shadow = usePostShadow();
  useLayoutEffect(() => {
    if (!shadow) return undefined;
    const subscription = view.on('post.heard', (event) => shadow.send(event));
    return () => subscription.unsubscribe();
  }, [view, shadow]);
}
