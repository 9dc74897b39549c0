import { Star } from '../../../components/icons';
import { LIMITS } from '../../../../contract';

const STARS = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, index) => LIMITS.ratingMin + index);
const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/** Five stars to choose from (Rate Seller). */
export function StarPicker({ value, disabled, onChoose }: { value: number; disabled: boolean; onChoose: (stars: number) => void }) {
  return (
    <div className="profile__stars" role="radiogroup" aria-label="Rate Seller">
      {STARS.map((stars) => (
        <button
          key={stars}
          type="button"
          role="radio"
          aria-checked={value === stars}
          aria-label={starLabel(stars)}
          className={`profile__star${stars <= value ? ' profile__star--lit' : ''}`}
          disabled={disabled}
          onClick={() => onChoose(stars)}
        >
          <Star fill={stars <= value ? 'currentColor' : 'none'} />
        </button>
      ))}
    </div>
  );
}

/** A review's stars, read only. */
export function StarsShown({ stars }: { stars: number }) {
  return (
    <span className="reviews__stars" role="img" aria-label={`${stars} out of ${LIMITS.ratingMax} stars`}>
      {STARS.map((index) => (
        <Star key={index} aria-hidden="true" className={index <= stars ? 'profile__star--lit' : undefined} fill={index <= stars ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}

/** "4.3 out of 5 (3 reviews)", or that there are none yet. */
export function reviewSummaryText(average: number | null, count: number): string {
  if (!count || average === null) return 'No reviews yet';
  return `${average.toFixed(1)} out of ${LIMITS.ratingMax} (${count} ${count === 1 ? 'review' : 'reviews'})`;
}
