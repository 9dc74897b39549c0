import { useSelector } from '@xstate/react';
import { Link } from '../../../components/links';
import { MESSAGES, type Post } from '../../../../contract';
import {
  hiddenPostsMachine,
  selectCanUnhide,
  selectHiddenLoadFailed,
  selectHiddenPosts,
  selectIsLoadingHidden,
  selectUnhiding,
  type HiddenPostsActorRef,
} from '../../../../machines/hiddenPosts';
import { useScreenActor } from '../../../app/useScreenActor';
import { formatNaira } from '../../../format';
import { useActorToasts } from '../../../app/useActorToasts';
import { SettingsCard } from '../SettingsLayout';
import { LoadFailed } from '../../../components/LoadFailed';

/** Hidden Posts: the posts this account hid from its feed (kept on the server), each with Unhide. */
export function HiddenPostsSection() {
  const hidden = useScreenActor(hiddenPostsMachine, {});
  useActorToasts(hidden);
  return (
    <SettingsCard title="Hidden Posts" description="Posts you hid from your marketplace feed. Unhide one to see it there again." part="hidden-posts">
      <HiddenPostsList hidden={hidden} />
    </SettingsCard>
  );
}

function HiddenPostsList({ hidden }: { hidden: HiddenPostsActorRef }) {
  const loading = useSelector(hidden, selectIsLoadingHidden);
  const failed = useSelector(hidden, selectHiddenLoadFailed);
  const posts = useSelector(hidden, selectHiddenPosts);
  if (loading) {
    return (
      <p className="settings-list__note" role="status">
        Loading hidden posts...
      </p>
    );
  }
  if (failed) {
    return (
      <LoadFailed message={MESSAGES.hiddenPostsLoadFailed} onRetry={() => hidden.send({ type: 'hidden.retryClicked' })} className="settings-list__note" />
    );
  }
  if (!posts.length) return <p className="settings-list__note">{MESSAGES.noHiddenPosts}</p>;
  return (
    <ul className="settings-list" aria-label="Hidden posts" data-scope="hidden-posts" data-part="list">
      {posts.map((post) => (
        <HiddenPost key={post.id} hidden={hidden} post={post} />
      ))}
    </ul>
  );
}

function HiddenPost({ hidden, post }: { hidden: HiddenPostsActorRef; post: Post }) {
  const unhidingThis = useSelector(hidden, selectUnhiding) === post.id;
  const canUnhide = useSelector(hidden, selectCanUnhide);
  return (
    <li className="settings-list__item" data-scope="hidden-posts" data-part="item" data-post-id={post.id}>
      <span className="settings-list__details">
        <Link to={`/post/${post.id}`} className="settings-list__title">
          {post.title}
        </Link>
        <span className="settings-list__meta">
          {formatNaira(post.price)} · @{post.user.username}
        </span>
      </span>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Unhide ${post.title}`}
        disabled={!canUnhide}
        aria-busy={unhidingThis || undefined}
        onClick={() => hidden.send({ type: 'hidden.unhideClicked', postId: post.id })}
        data-scope="hidden-posts"
        data-part="unhide"
      >
        {unhidingThis ? 'Unhiding...' : 'Unhide'}
      </button>
    </li>
  );
}
