import { useSelector } from '@xstate/react';
import { Fragment, useRef } from 'react';
import { LIMITS, MESSAGES } from '../../../contract/constants';
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
import { AdSlotForScreen } from '../../components';
import '../../styles/feed.css';
import { FeedCard } from './FeedCard';
import { LazyPostBlock } from './LazyPostBlock';
import type { FeedLayout } from './useFeedLayout';
import { useNearViewport } from './useNearViewport';

/** An ad after every this many posts: whole rows of one, two or three cards, so no row is left with a gap. */
const POSTS_PER_AD = 6;

/**
 * The posts a first screen may show (three rows of two compact cards on a phone, two rows of three on a wide
 * screen): drawn at once. Behind the lazy block's 600 px placeholder they moved everything under them once
 * the viewport check let them in (a layout shift of 0.31 on a 412x823 phone, Lighthouse's mobile screen).
 */
const FIRST_SCREEN_POSTS = 6;

type FeedProps = { feed: FeedActorRef };
type FeedListProps = FeedProps & { layout: FeedLayout };

/** The feed: skeletons while page 1 loads, the posts, more on scroll or Load More Posts, or No Content Found... */
export function FeedList({ feed, layout }: FeedListProps) {
  const loading = useSelector(feed, selectIsLoadingFeed);
  const error = useSelector(feed, selectFeedError);
  const noContent = useSelector(feed, selectHasNoContent);
  if (loading) return <FeedSkeletons count={layout === 'compact' ? 4 : 3} label="Loading posts..." layout={layout} />;
  if (error !== undefined) return <FeedError feed={feed} message={error} />;
  if (noContent) {
    return (
      <p className="feed__empty" data-scope="feed" data-part="no-content">
        {MESSAGES.noContent}
      </p>
    );
  }
  return <FeedPosts feed={feed} layout={layout} />;
}

function FeedPosts({ feed, layout }: FeedListProps) {
  const posts = useSelector(feed, selectPosts);
  const loadingMore = useSelector(feed, selectIsLoadingMore);
  const canLoadMore = useSelector(feed, selectCanLoadMore);
  const moreError = useSelector(feed, selectLoadMoreError);
  const onHidden = (postId: number) => feed.send({ type: 'feed.postHidden', postId });
  const onDeleted = (postId: number) => feed.send({ type: 'feed.postDeleted', postId });
  return (
    <div className="feed" data-scope="feed" data-part="root">
      <ol className={`feed__list feed__list--${layout}`} aria-label="Posts" aria-busy={loadingMore || undefined}>
        {posts.map((post, index) => (
          <Fragment key={post.id}>
            <li className="feed__item">
              <LazyPostBlock eager={index < FIRST_SCREEN_POSTS}>
                <FeedCard post={post} layout={layout} first={index === 0} onHidden={onHidden} onDeleted={onDeleted} />
              </LazyPostBlock>
            </li>
            {(index + 1) % POSTS_PER_AD === 0 ? (
              <li className="feed__item feed__item--ad">
                <AdSlotForScreen phone="mobile" wide="banner" label={`Advertisement ${(index + 1) / POSTS_PER_AD}`} />
              </li>
            ) : null}
          </Fragment>
        ))}
      </ol>
      {loadingMore ? <FeedSkeletons count={1} label="Loading more posts..." layout={layout} /> : null}
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

export function FeedSkeletons({ count, label, layout }: { count: number; label: string; layout: FeedLayout }) {
  return (
    <div className={`feed__skeletons feed__list--${layout}`} role="status" aria-busy="true" data-scope="feed" data-part="loading">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`feed-card feed-card--${layout} feed-card--skeleton`} aria-hidden="true">
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
