import { useSelector } from '@xstate/react';
import { Ellipsis } from '../../components/icons';
import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Actor } from 'xstate';
import type { Post } from '../../../contract/posts';
import { MESSAGES } from '../../../contract/texts';
import {
  postMenuMachine,
  selectIsConfirming,
  selectIsDeleting,
  selectIsOpen,
  selectIsOwner,
  selectIsReporting,
  selectSaved,
} from '../../../machines/postMenu';
import { useScreenActor } from '../../app/useScreenActor';
import { useActorToasts } from '../../app/useActorToasts';
import { ReportDialog } from '../report/ReportDialog';
import '../../styles/post.css';

export type PostMenuProps = {
  post: Pick<Post, 'id' | 'saved' | 'user'>;
  onHidden?: (postId: number) => void;
  onDeleted?: (postId: number) => void;
};

type MenuActor = Actor<typeof postMenuMachine>;

/** The ⋯ menu of a post for this viewer: hide, report, save, delete (owner only, after a confirmation). */
export function PostMenuFor({ post, onHidden, onDeleted, viewer }: PostMenuProps & { viewer: string | null }) {
  const input = { postId: post.id, saved: post.saved, signedIn: viewer !== null, isOwner: viewer === post.user.username };
  const menu = useScreenActor(postMenuMachine, { input });
  useActorToasts(menu);
  useAnnouncements(menu, onHidden, onDeleted);
  const open = useSelector(menu, selectIsOpen);
  const confirming = useSelector(menu, selectIsConfirming);
  const deleting = useSelector(menu, selectIsDeleting);
  const reporting = useSelector(menu, selectIsReporting);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useDismissal(menu, root, open || confirming);

  return (
    <div className="post-menu" ref={root} data-scope="post-menu" data-part="root">
      <button
        type="button"
        className="post-menu__toggle"
        aria-label="Post options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => menu.send({ type: 'menu.toggled' })}
        data-scope="post-menu"
        data-part="toggle"
      >
        <Ellipsis />
      </button>
      {open ? <MenuItems id={menuId} menu={menu} /> : null}
      {confirming || deleting ? <DeleteConfirmation menu={menu} deleting={deleting} /> : null}
      {reporting ? <ReportDialog target={{ kind: 'post', post_id: post.id }} onClosed={() => menu.send({ type: 'report.closed' })} /> : null}
    </div>
  );
}

function MenuItems({ id, menu }: { id: string; menu: MenuActor }) {
  const owner = useSelector(menu, selectIsOwner);
  const saved = useSelector(menu, selectSaved);
  const item = (label: string, type: 'hide.requested' | 'report.requested' | 'save.requested' | 'delete.requested') => (
    <li role="none">
      <button type="button" role="menuitem" className="post-menu__item" onClick={() => menu.send({ type })}>
        {label}
      </button>
    </li>
  );
  return (
    <ul id={id} role="menu" aria-label="Post options" className="post-menu__list" data-scope="post-menu" data-part="list">
      {owner ? null : item('Hide post', 'hide.requested')}
      {owner ? null : item('Report post', 'report.requested')}
      {item(saved ? 'Unsave post' : 'Save post', 'save.requested')}
      {owner ? item('Delete post', 'delete.requested') : null}
    </ul>
  );
}

function DeleteConfirmation({ menu, deleting }: { menu: MenuActor; deleting: boolean }) {
  const textId = useId();
  return (
    <div role="alertdialog" aria-label="Delete post" aria-describedby={textId} className="post-menu__confirm" data-scope="post-menu" data-part="confirm">
      <p id={textId}>{MESSAGES.deletePostConfirm}</p>
      <div className="post-menu__confirm-actions">
        <button type="button" className="button button--ghost" disabled={deleting} onClick={() => menu.send({ type: 'delete.cancelled' })}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={deleting}
          aria-busy={deleting || undefined}
          onClick={() => menu.send({ type: 'delete.confirmed' })}
        >
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </div>
  );
}

/** Tells the card when its post was hidden or deleted. */
function useAnnouncements(menu: MenuActor, onHidden?: (id: number) => void, onDeleted?: (id: number) => void) {
  const handlers = useRef({ onHidden, onDeleted });
  useLayoutEffect(() => {
    handlers.current = { onHidden, onDeleted };
  });
  useLayoutEffect(() => {
    const hidden = menu.on('post.hidden', (event) => handlers.current.onHidden?.(event.postId));
    const deleted = menu.on('post.deleted', (event) => handlers.current.onDeleted?.(event.postId));
    return () => {
      hidden.unsubscribe();
      deleted.unsubscribe();
    };
  }, [menu]);
}

/** A click outside the menu or Escape closes it; Escape goes no further (an open popup stays open). */
function useDismissal(menu: MenuActor, root: RefObject<HTMLDivElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) menu.send({ type: 'menu.dismissed' });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      menu.send({ type: 'menu.dismissed' });
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [menu, root, active]);
}
