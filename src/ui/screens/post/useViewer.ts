import { displayName } from '../../../contract/displayName';
import { selectCurrentUser, selectIsSignedIn, selectUsername } from '../../../machines/auth';
import type { CommentAuthor } from '../../../machines/comments';
import { useAuthSelector } from '../../app/AppActor';
import { avatarOrDefault } from '../../format';

/** Who is looking at a post: null when signed out. */
export type Viewer = { username: string; author: CommentAuthor } | null;

/** The signed-in user as posts and comments need them (name and picture once the details have loaded). */
export function useViewer(): Viewer {
  const signedIn = useAuthSelector(selectIsSignedIn);
  const username = useAuthSelector(selectUsername);
  const current = useAuthSelector(selectCurrentUser);
  if (!signedIn || !username) return null;
  const named = current
    ? { username, first_name: current.user.first_name, last_name: current.user.last_name, marketname: current.market_info?.marketname }
    : { username };
  return { username, author: { username, display_name: displayName(named), profileimg: avatarOrDefault(current?.profileimg) } };
}
