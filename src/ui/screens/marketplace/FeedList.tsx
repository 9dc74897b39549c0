import { useSelector } from '@xstate/react';
import { Fragment, useRef } from 'react';
import { LIMITS, MESSAGES } from '../../../contract';
import {
  selectCanLoadMore,
  selectFeedError,
  selectHasNoContent,
  selectIsLoadingFeed,
  selectIsLoadingMore,
  selectLoadMoreError,
  selectPageCount,
  selectPosts,
  type FeedActorRef,
} from '../../../machines/feed';
import { AdSlot } from '../../components';
import '../../styles/feed.css';
import { FeedCard } from './FeedCard';
import { LazyPostBlock } from './LazyPostBlock';
import { useNearViewport } from './useNearViewport';

/** An ad banner after every this many posts. */
const POSTS_PER_AD = 5;

type FeedProps = { feed: FeedActorRef };

/** The feed: skeletons while page 1 loads, the posts, more on scroll or Load More Posts, or No Content Found... */
export function FeedList({ feed }: FeedProps) {
  const loading = useSelector(feed, selectIsLoadingFeed);
  const error = useSelector(feed, selectFeedError);
  const noContent = useSelector(feed, selectHasNoContent);
  if (loading) return <FeedSkeletons count={3} label="Loading posts..." />;
  if (error !== undefined) return <FeedError feed={feed} message={error} />;
  if (noContent) {
    return (
      <p className="feed__empty" data-scope="feed" data-part="no-content">
        {MESSAGES.noContent}
      </p>
    );
  }
  return <FeedPosts feed={feed} />;
}

function FeedPosts({ feed }: FeedProps) {
  const posts = useSelector(feed, selectPosts);
  const loadingMore = useSelector(feed, selectIsLoadingMore);
  const canLoadMore = useSelector(feed, selectCanLoadMore);
  const moreError = useSelector(feed, selectLoadMoreError);
  const onHidden = (postId: number) => feed.send({ type: 'feed.postHidden', postId });
  const onDeleted = (postId: number) => feed.send({ type: 'feed.postDeleted', postId });
  return (
    <div className="feed" data-scope="feed" data-part="root">
      <ol className="feed__list" aria-label="Posts" aria-busy={loadingMore || undefined}>
        {posts.map((post, index) => (
          <Fragment key={post.id}>
            <li className="feed__item">
              <LazyPostBlock>
                <FeedCard post={post} onHidden={onHidden} onDeleted={onDeleted} />
              </LazyPostBlock>
            </li>
            {(index + 1) % POSTS_PER_AD === 0 ? (
              <li className="feed__item feed__item--ad">
                <AdSlot size="banner" label={`Advertisement ${(index + 1) / POSTS_PER_AD}`} />
              </li>
            ) : null}
          </Fragment>
        ))}
      </ol>
      {loadingMore ? <FeedSkeletons count={1} label="Loading more posts..." /> : null}
      {canLoadMore ? <LoadMore feed={feed} /> : null}
      {moreError !== undefined ? <FeedError feed={feed} message={moreError} /> : null}
    </div>
  );
}

/** The bottom marker (more when within 100 px of the viewport) and the button that does the same. */
function LoadMore({ feed }: FeedProps) {
  const marker = useRef<HTMLDivElement>(null);
  const pages = useSelector(feed, selectPageCount);
  useNearViewport(marker, LIMITS.infiniteScrollMarginPx, () => feed.send({ type: 'feed.bottomReached' }), { restartKey: pages });
  return (
    <div className="feed__more">
      <div ref={marker} className="feed__marker" aria-hidden="true" data-scope="feed" data-part="bottom-marker" />
      <button type="button" className="button button--secondary" onClick={() => feed.send({ type: 'feed.loadMoreClicked' })} data-scope="feed" data-part="load-more">
        Load More Posts
      </button>
    </div>
  );
}

function FeedError({ feed, message }: FeedProps & { message: string }) {
  return (
    <div className="feed__error" role="alert" data-scope="feed" data-part="error">
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={() => feed.send({ type: 'feed.retryClicked' })} data-scope="feed" data-part="retry">
        Try Again
      </button>
    </div>
  );
}

export function FeedSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div className="feed__skeletons" role="status" aria-busy="true" data-scope="feed" data-part="loading">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="feed-card feed-card--skeleton" aria-hidden="true">
          <div className="skeleton skeleton--row">
            <span className="skeleton__circle" />
            <span className="skeleton__line skeleton__line--short" />
          </div>
          <div className="skeleton skeleton__media" />
          <span className="skeleton__line" />
          <span className="skeleton__line skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}
