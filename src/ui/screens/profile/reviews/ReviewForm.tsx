import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { LIMITS, type Review } from '../../../../contract';
import {
  reviewDraftMachine,
  selectDraftError,
  selectDraftRating,
  selectDraftSaving,
  selectDraftText,
  type ReviewDraftInput,
} from '../../../../machines/reviewDraft';
import { useActorToasts } from '../../../app/useActorToasts';
import { useScreenActor } from '../../../app/useScreenActor';
import { useEmitted } from '../../createPost/useEmitted';
import { StarPicker } from './ReviewStars';

type DraftActor = ActorRefFrom<typeof reviewDraftMachine>;

function useDraft(input: ReviewDraftInput, onSaved: (review: Review) => void): DraftActor {
  const actor = useScreenActor(reviewDraftMachine, { input });
  useActorToasts(actor);
  useEmitted(actor, 'draft.saved', (event) => onSaved(event.review));
  return actor;
}

function DraftFields({ actor, label, max, submitLabel }: { actor: DraftActor; label: string; max: number; submitLabel: string }) {
  const text = useSelector(actor, selectDraftText);
  const error = useSelector(actor, selectDraftError);
  const saving = useSelector(actor, selectDraftSaving);
  return (
    <>
      <label className="reviews__field">
        <span>{label}</span>
        <textarea
          value={text}
          maxLength={max}
          rows={3}
          aria-invalid={error ? true : undefined}
          onChange={(event) => actor.send({ type: 'draft.textChanged', text: event.target.value })}
        />
      </label>
      {error ? (
        <p className="reviews__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving || undefined}>
        {submitLabel}
      </button>
    </>
  );
}

/** Rate Seller: the buyer's stars and words, their saved review when they wrote one. */
export function ReviewForm({ vendor, mine, onSaved }: { vendor: string; mine: Review | null; onSaved: (review: Review) => void }) {
  const actor = useDraft({ kind: 'review', vendor, rating: mine?.rating ?? 0, text: mine?.text ?? '' }, onSaved);
  const rating = useSelector(actor, selectDraftRating);
  const saving = useSelector(actor, selectDraftSaving);
  return (
    <form
      className="reviews__form"
      data-scope="reviews"
      data-part="form"
      aria-label="Rate Seller"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'draft.submitted' });
      }}
    >
      <StarPicker value={rating} disabled={saving} onChoose={(stars) => actor.send({ type: 'draft.ratingChosen', rating: stars })} />
      <DraftFields actor={actor} label="Your review" max={LIMITS.reviewTextMax} submitLabel={mine ? 'Update Review' : 'Post Review'} />
    </form>
  );
}

/** The vendor's public reply to one buyer's review. */
export function ReplyForm({ vendor, review, onSaved }: { vendor: string; review: Review; onSaved: (review: Review) => void }) {
  const actor = useDraft({ kind: 'reply', vendor, reviewer: review.reviewer, text: review.reply?.text ?? '' }, onSaved);
  return (
    <form
      className="reviews__form reviews__form--reply"
      data-scope="reviews"
      data-part="reply-form"
      aria-label={`Reply to ${review.reviewer_name}`}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'draft.submitted' });
      }}
    >
      <DraftFields actor={actor} label="Your reply" max={LIMITS.reviewReplyMax} submitLabel="Save Reply" />
    </form>
  );
}
