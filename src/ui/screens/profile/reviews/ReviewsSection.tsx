import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { MESSAGES, type Review } from '../../../../contract';
import type { ProfileViewer } from '../../../../machines/profile';
import {
  reviewsMachine,
  selectCanLoadMore,
  selectCanReview,
  selectHasMoreReviews,
  selectMyReview,
  selectReviewList,
  selectReviewsBusy,
  selectReviewsFailed,
  selectReviewsLoading,
  selectReviewSummary,
} from '../../../../machines/reviews';
import { useActorToasts } from '../../../app/useActorToasts';
import { useScreenActor } from '../../../app/useScreenActor';
import '../../../styles/reviews.css';
import { ReplyForm, ReportButton, ReviewForm } from '../lazyProfileParts';
import { reviewSummaryText, StarsShown } from './ReviewStars';

type ReviewsActor = ActorRefFrom<typeof reviewsMachine>;

/** The id Rate Seller (the visitor's action) jumps to. */
export const RATE_SELLER_ANCHOR = 'rate-seller';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });

/** A vendor's reviews on their profile: the average and count, Rate Seller for a buyer, the list newest first. */
export function ReviewsSection({ vendor, viewer }: { vendor: string; viewer: ProfileViewer }) {
  const actor = useScreenActor(reviewsMachine, { input: { vendor } });
  useActorToasts(actor);
  const loading = useSelector(actor, selectReviewsLoading);
  const failed = useSelector(actor, selectReviewsFailed);
  const { average, count } = useSelector(actor, selectReviewSummary);
  const changed = () => actor.send({ type: 'reviews.changed' });
  return (
    <section className="reviews" id={RATE_SELLER_ANCHOR} data-scope="reviews" data-part="root" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      {loading ? (
        <p role="status" data-scope="reviews" data-part="loading">
          Loading reviews...
        </p>
      ) : failed ? (
        <p role="alert" data-scope="reviews" data-part="failed">
          {MESSAGES.reviewsLoadFailed}{' '}
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'reviews.retried' })}>
            Try Again
          </button>
        </p>
      ) : (
        <>
          <p className="profile__rating-summary" data-scope="reviews" data-part="summary">
            {reviewSummaryText(average, count)}
          </p>
          {viewer === 'visitor' ? <BuyerReview actor={actor} vendor={vendor} onSaved={changed} /> : null}
          <ReviewList actor={actor} vendor={vendor} owner={viewer === 'owner'} signedIn={viewer !== 'signedOut'} onSaved={changed} />
        </>
      )}
    </section>
  );
}

function BuyerReview({ actor, vendor, onSaved }: { actor: ReviewsActor; vendor: string; onSaved: () => void }) {
  const canReview = useSelector(actor, selectCanReview);
  const mine = useSelector(actor, selectMyReview);
  if (!canReview) {
    return (
      <p className="reviews__note" data-scope="reviews" data-part="needs-chat">
        {MESSAGES.reviewNeedsChat}
      </p>
    );
  }
  return <ReviewForm vendor={vendor} mine={mine} onSaved={onSaved} />;
}

function ReviewList({ actor, vendor, owner, signedIn, onSaved }: { actor: ReviewsActor; signedIn: boolean } & Omit<ReviewItemProps, 'review' | 'reportable'>) {
  const reviews = useSelector(actor, selectReviewList);
  const hasMore = useSelector(actor, selectHasMoreReviews);
  const canLoadMore = useSelector(actor, selectCanLoadMore);
  const busy = useSelector(actor, selectReviewsBusy);
  const mine = useSelector(actor, selectMyReview);
  return (
    <>
      <ul className="reviews__list" aria-busy={busy || undefined} data-scope="reviews" data-part="list">
        {reviews.map((review) => (
          <ReviewItem key={review.reviewer} review={review} vendor={vendor} owner={owner} reportable={signedIn && review.id !== mine?.id} onSaved={onSaved} />
        ))}
      </ul>
      {hasMore ? (
        <button type="button" className="button button--secondary" disabled={!canLoadMore} onClick={() => actor.send({ type: 'reviews.moreRequested' })}>
          Show more reviews
        </button>
      ) : null}
    </>
  );
}

type ReviewItemProps = { review: Review; vendor: string; owner: boolean; reportable: boolean; onSaved: () => void };

/** One review: its stars and words, the seller's reply (Reply for the seller), and Report for anyone signed in but its writer. */
function ReviewItem({ review, vendor, owner, reportable, onSaved }: ReviewItemProps) {
  const [replying, setReplying] = useState(false);
  return (
    <li className="reviews__item" data-scope="reviews" data-part="review" data-reviewer={review.reviewer}>
      <p className="reviews__byline">
        <strong>{review.reviewer_name}</strong> <StarsShown stars={review.rating} /> <time dateTime={review.created_at}>{dateOf(review.created_at)}</time>
        {reportable ? <ReportButton target={{ kind: 'review', review_id: review.id }} label="Report" className="reviews__report" /> : null}
      </p>
      {review.text ? <p className="reviews__text">{review.text}</p> : null}
      {review.reply ? (
        <blockquote className="reviews__reply" data-scope="reviews" data-part="reply">
          <strong>Seller&apos;s reply</strong>
          <p>{review.reply.text}</p>
        </blockquote>
      ) : null}
      {owner && !replying ? (
        <button type="button" className="button button--secondary" onClick={() => setReplying(true)}>
          {review.reply ? 'Edit reply' : 'Reply'}
        </button>
      ) : null}
      {owner && replying ? (
        <ReplyForm
          vendor={vendor}
          review={review}
          onSaved={() => {
            setReplying(false);
            onSaved();
          }}
        />
      ) : null}
    </li>
  );
}
