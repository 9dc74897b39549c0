import { useSelector } from '@xstate/react';
import { Star } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LIMITS, type CurrentUser } from '../../../contract';
import { ratingMachine, selectIsSavingRating, selectMyStars, selectRatingSummary } from '../../../machines/rating';
import { useScreenActor } from '../../app/useScreenActor';
import { useActorToasts } from '../../app/useActorToasts';
import { useEmitted } from '../createPost/useEmitted';

const STARS = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, index) => LIMITS.ratingMin + index);

function summaryText(average: number | null, count: number): string {
  if (!count || average === null) return 'No ratings yet';
  return `${average.toFixed(1)} out of ${LIMITS.ratingMax} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

/** Rate Seller: five stars that send the user's rating, and the average and count the server keeps. */
export function RateSeller({ profile }: { profile: CurrentUser }) {
  const navigate = useNavigate();
  const actor = useScreenActor(ratingMachine, {
    input: { vendor: profile.user.username, summary: profile.rating, signedIn: true },
  });
  useActorToasts(actor);
  useEmitted(actor, 'login.required', () => navigate('/login'));
  const summary = useSelector(actor, selectRatingSummary);
  const mine = useSelector(actor, selectMyStars);
  const saving = useSelector(actor, selectIsSavingRating);
  return (
    <div className="profile__rating" data-scope="profile" data-part="rating">
      <div className="profile__stars" role="radiogroup" aria-label="Rate Seller" aria-busy={saving || undefined}>
        {STARS.map((stars) => (
          <button
            key={stars}
            type="button"
            role="radio"
            aria-checked={mine === stars}
            aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            className={`profile__star${stars <= mine ? ' profile__star--lit' : ''}`}
            disabled={saving}
            onClick={() => actor.send({ type: 'rating.chosen', rating: stars })}
          >
            <Star fill={stars <= mine ? 'currentColor' : 'none'} />
          </button>
        ))}
      </div>
      <p className="profile__rating-summary" data-scope="profile" data-part="rating-summary">
        {summaryText(summary.average, summary.count)}
      </p>
    </div>
  );
}
