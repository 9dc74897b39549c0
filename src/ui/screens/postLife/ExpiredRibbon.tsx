import { hasExpired, POST_LIFE_MESSAGES } from '../../../contract';
import '../../styles/listing.css';

/** The "Expired" ribbon over an expired post's card or popup: not renewed for 60 days. */
export function ExpiredRibbon({ renewedAt, now }: { renewedAt: string | undefined; now: number }) {
  if (!renewedAt || !hasExpired(renewedAt, now)) return null;
  return (
    <span className="sold-ribbon expired-ribbon" data-scope="post" data-part="expired-ribbon">
      {POST_LIFE_MESSAGES.expired}
    </span>
  );
}
