import { useSelector } from '@xstate/react';
import { Link } from '../../../components/links';
import { formatNaira, POST_LIFE_MESSAGES, type Post } from '../../../../contract';
import {
  selectCanUnwatch,
  selectIsLoadingWatched,
  selectUnwatching,
  selectWatchedLoadFailed,
  selectWatchedPosts,
  watchedPostsMachine,
  type WatchedPostsActorRef,
} from '../../../../machines/watchedPosts';
import { useActorToasts } from '../../../app/useActorToasts';
import { useScreenActor } from '../../../app/useScreenActor';
import { LoadFailed } from '../../../components/LoadFailed';
import { SettingsCard } from '../SettingsLayout';

/** Watched prices: the posts whose prices this account watches, each with Unwatch. */
export function WatchedPostsSection() {
  const watched = useScreenActor(watchedPostsMachine, {});
  useActorToasts(watched);
  return (
    <SettingsCard title={POST_LIFE_MESSAGES.watchedPostsTitle} description="You are told when the price of one of these posts drops." part="watched-posts">
      <WatchedPostsList watched={watched} />
    </SettingsCard>
  );
}

function WatchedPostsList({ watched }: { watched: WatchedPostsActorRef }) {
  const loading = useSelector(watched, selectIsLoadingWatched);
  const failed = useSelector(watched, selectWatchedLoadFailed);
  const posts = useSelector(watched, selectWatchedPosts);
  if (loading) {
    return (
      <p className="settings-list__note" role="status">
        Loading watched prices...
      </p>
    );
  }
  if (failed) {
    return <LoadFailed message={POST_LIFE_MESSAGES.watchedPostsFailed} onRetry={() => watched.send({ type: 'watched.retryClicked' })} className="settings-list__note" />;
  }
  if (!posts.length) return <p className="settings-list__note">{POST_LIFE_MESSAGES.noWatchedPosts}</p>;
  return (
    <ul className="settings-list" aria-label="Watched prices" data-scope="watched-posts" data-part="list">
      {posts.map((post) => (
        <WatchedPostItem key={post.id} watched={watched} post={post} />
      ))}
    </ul>
  );
}

function WatchedPostItem({ watched, post }: { watched: WatchedPostsActorRef; post: Post }) {
  const unwatchingThis = useSelector(watched, selectUnwatching) === post.id;
  const canUnwatch = useSelector(watched, selectCanUnwatch);
  return (
    <li className="settings-list__item" data-scope="watched-posts" data-part="item" data-post-id={post.id}>
      <span className="settings-list__details">
        <Link to={`/post/${post.id}`} className="settings-list__title">
          {post.title}
        </Link>
        <span className="settings-list__meta">{formatNaira(post.price)}</span>
      </span>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`${POST_LIFE_MESSAGES.unwatch} ${post.title}`}
        disabled={!canUnwatch}
        aria-busy={unwatchingThis || undefined}
        onClick={() => watched.send({ type: 'watched.unwatchClicked', postId: post.id })}
        data-scope="watched-posts"
        data-part="unwatch"
      >
        {unwatchingThis ? 'Unwatching...' : POST_LIFE_MESSAGES.unwatch}
      </button>
    </li>
  );
}
