import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { hasExpired, LIMITS, MESSAGES } from '../../../contract';
import { selectPostGroups, selectProfile, type ProfilePost } from '../../../machines/profile';
import { formatNaira, textCardGradient, truncateText } from '../../format';
import { PostDetailModal } from './lazyProfileParts';
import { isVideoUrl, type ProfileActor } from './profileView';
import { SoldRibbon } from '../post/SoldRibbon';
import { ExpiredRibbon } from '../postLife/ExpiredRibbon';
import { RenewPostButton } from '../postLife/lazyPostLife';

/** The profile's posts grouped by category, or 'No products or services listed yet'. */
export function ProfilePosts({ actor }: { actor: ProfileActor }) {
  const groups = useSelector(actor, selectPostGroups);
  const isOwn = useSelector(actor, (snapshot) => selectProfile(snapshot)?.is_self ?? false);
  const [opened, setOpened] = useState<ProfilePost | null>(null);
  // A renewed post shows without its ribbon once the profile is read again.
  const renewal = isOwn ? { onRenewed: () => actor.send({ type: 'profile.reloadRequested' }) } : undefined;
  return (
    <section className="profile__posts" aria-labelledby="profile-posts-title" data-scope="profile" data-part="posts">
      <h2 id="profile-posts-title">Products &amp; Services</h2>
      {groups.length === 0 ? (
        <p className="profile__empty" data-scope="profile" data-part="empty">
          {MESSAGES.noListings}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.name} className="profile__group" aria-label={group.name} data-scope="profile" data-part="group">
            <h3>{group.name}</h3>
            <PostGrid posts={group.posts} onOpen={setOpened} renewal={renewal} />
          </section>
        ))
      )}
      {opened ? <PostDetailModal post={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}

/** The owner's saved posts. */
export function SavedPosts({ posts }: { posts: readonly ProfilePost[] }) {
  const [opened, setOpened] = useState<ProfilePost | null>(null);
  return (
    <section className="profile__posts" aria-labelledby="profile-saved-title" data-scope="profile" data-part="saved">
      <h2 id="profile-saved-title">Saved posts</h2>
      {posts.length === 0 ? <p className="profile__empty">No saved posts yet</p> : <PostGrid posts={posts} onOpen={setOpened} />}
      {opened ? <PostDetailModal post={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}

/** On the owner's own profile: an expired post's Renew, and what follows it. */
type Renewal = { onRenewed: () => void };

function PostGrid({ posts, onOpen, renewal }: { posts: readonly ProfilePost[]; onOpen: (post: ProfilePost) => void; renewal?: Renewal | undefined }) {
  const now = Date.now();
  return (
    <ul className="profile__grid">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} onOpen={() => onOpen(post)} now={now} />
          {renewal && post.renewed_at && hasExpired(post.renewed_at, now) ? <RenewPostButton postId={post.id} onRenewed={renewal.onRenewed} /> : null}
        </li>
      ))}
    </ul>
  );
}

function PostCard({ post, onOpen, now }: { post: ProfilePost; onOpen: () => void; now: number }) {
  const cover = post.images[0];
  return (
    <button
      type="button"
      className="profile__card"
      onClick={onOpen}
      aria-label={`${post.title}, ${formatNaira(post.price)}`}
      data-scope="profile"
      data-part="post-card"
      data-sold={post.sold ? '' : undefined}
    >
      <SoldRibbon sold={post.sold} />
      {post.sold ? null : <ExpiredRibbon renewedAt={post.renewed_at} now={now} />}
      {cover ? (
        isVideoUrl(cover) ? (
          <video className="profile__card-media" src={cover} muted playsInline preload="metadata" aria-hidden="true" />
        ) : (
          <img className="profile__card-media" src={cover} alt="" loading="lazy" />
        )
      ) : (
        <span className="profile__text-card" style={{ background: textCardGradient(post.id) }} data-scope="profile" data-part="text-card">
          <span className="profile__text-card-title">{post.title}</span>
          <span className="profile__text-card-body">{truncateText(post.description, LIMITS.profileCardChars)}</span>
        </span>
      )}
      <span className="profile__card-info">
        <span className="profile__card-title">{post.title}</span>
        <span className="profile__card-price">{formatNaira(post.price)}</span>
      </span>
    </button>
  );
}
