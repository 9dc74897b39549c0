import type { SnapshotFrom } from 'xstate';
import type { postViewMachine } from './postView.machine';
import type { Post } from './postView.types';

export type PostViewSnapshot = SnapshotFrom<typeof postViewMachine>;

/** The one word the popup needs to pick what it shows. */
export type PostViewStatus = 'loading' | 'loaded' | 'notFound' | 'failed' | 'noData';

export function selectStatus(snapshot: PostViewSnapshot): PostViewStatus {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('noData')) return 'noData';
  return 'loading';
}

export const selectPost = (snapshot: PostViewSnapshot): Post | null => snapshot.context.post;
export const selectError = (snapshot: PostViewSnapshot): string | null => snapshot.context.error;
export const selectCanRetry = (snapshot: PostViewSnapshot): boolean => snapshot.can({ type: 'post.retry' });
export const selectIsStartingChat = (snapshot: PostViewSnapshot): boolean =>
  snapshot.matches({ loaded: { chat: 'startingChat' } }) || snapshot.matches({ loaded: { chat: 'opened' } });
export const selectLinkCopied = (snapshot: PostViewSnapshot): boolean => snapshot.matches({ loaded: { copy: 'copied' } });
