import { displayName, type Comment } from '../../../src/contract';
import type { CommentView } from '../../store/comments.store';

/** A comment as the contract's `commentSchema` says. */
export function toComment(view: CommentView): Comment {
  return {
    id: view.id,
    user: { username: view.username, display_name: displayName(view), profileimg: view.profileimg },
    post: view.post_id,
    comment: view.body,
    parent: view.parent_id,
    created_at: view.created_at,
  };
}
