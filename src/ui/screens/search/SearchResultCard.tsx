import { Link } from '../../components/links';
import { MESSAGES } from '../../../contract/constants';
import { displayName, placeName } from '../../../contract/displayName';
import type { SearchResult } from '../../../contract/search';
import { ProfilePicture } from '../../components/ProfilePicture';

/** The phone shows only when the profile has one and the store displays it. */
function shownPhone({ profile, vendor }: SearchResult['user']): string {
  return profile.phone.trim() && vendor?.display_phone ? profile.phone.trim() : '';
}

/** One found user: picture, display name, @username, badge, bio, phone and place; opens their profile. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const { user } = result;
  const name = displayName({ ...user, marketname: user.profile.marketname });
  const phone = shownPhone(user);
  const place = placeName(user.vendor?.city, user.vendor?.state);
  const bio = user.profile.bio.trim();
  return (
    <Link className="search-result" to={`/profile/${encodeURIComponent(user.username)}`} data-scope="search" data-part="result">
      <ProfilePicture className="search-result__avatar" src={user.profile.profileimg} name={name} size={56} />
      <div className="search-result__body">
        <h2 className="search-result__name">
          {name}
          {user.vendor?.verified ? (
            <span className="search-result__badge" data-scope="search" data-part="verified">
              {MESSAGES.verifiedVendor}
            </span>
          ) : null}
        </h2>
        <p className="search-result__username">@{user.username}</p>
        {bio ? (
          <p className="search-result__bio" data-scope="search" data-part="bio">
            {bio}
          </p>
        ) : null}
        {phone ? (
          <p className="search-result__detail" data-scope="search" data-part="phone">
            <span className="visually-hidden">Phone: </span>
            {phone}
          </p>
        ) : null}
        {place ? (
          <p className="search-result__detail" data-scope="search" data-part="place">
            <span className="visually-hidden">Location: </span>
            {place}
          </p>
        ) : null}
      </div>
    </Link>
  );
}
