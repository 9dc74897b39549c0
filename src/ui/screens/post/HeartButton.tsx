import { Heart } from '../../components/icons';
import '../../styles/post.css';

/** The heart and its count as drawn, whether its like's code has arrived or not (so nothing moves when it does). */
export function HeartButton({ liked, count, onPress }: { liked: boolean; count: number; onPress: () => void }) {
  return (
    <button
      type="button"
      className={liked ? 'like-button like-button--liked' : 'like-button'}
      aria-pressed={liked}
      aria-label={`Like ${count}`}
      onClick={onPress}
      data-scope="like"
      data-part="button"
    >
      <Heart className="like-button__heart" fill={liked ? 'currentColor' : 'none'} />
      <span className="like-button__count" data-scope="like" data-part="count">
        {count}
      </span>
    </button>
  );
}
