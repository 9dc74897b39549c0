import { useSelector } from '@xstate/react';
import { Check } from '../../components/icons';
import type { CurrentUser } from '../../../contract';
import { selectFollowers } from '../../../machines/follow';
import { avatarOrDefault } from '../../format';
import { displayNameOf, type FollowActor } from './profileView';

const count = new Intl.NumberFormat('en-NG');

/** Cover, picture, name with the verified badge, @username, and the Products / Followers / Following counts. */
export function ProfileHeader({ profile, follow }: { profile: CurrentUser; follow: FollowActor }) {
  const followers = useSelector(follow, selectFollowers);
  const name = displayNameOf(profile);
  const picture = profile.profileimg || profile.profile.profileimg;
  return (
    <header className="profile__header" data-scope="profile" data-part="header">
      <div className="profile__cover" data-scope="profile" data-part="cover">
        {profile.coverimg ? <img src={profile.coverimg} alt="" /> : null}
      </div>
      <div className="profile__identity">
        <img className="profile__avatar" src={avatarOrDefault(picture)} alt={`${name}'s profile picture`} width={112} height={112} />
        <div className="profile__names">
          <h1 className="profile__name">
            {name}
            {profile.is_verified ? (
              <span className="profile__verified" role="img" aria-label="Verified" data-scope="profile" data-part="verified">
                <Check strokeWidth={3} />
              </span>
            ) : null}
          </h1>
          <p className="profile__username">@{profile.user.username}</p>
        </div>
      </div>
      <dl className="profile__counts" data-scope="profile" data-part="counts">
        <div>
          <dt>Products</dt>
          <dd data-scope="profile" data-part="products-count">{count.format(profile.others.posts_length)}</dd>
        </div>
        <div>
          <dt>Followers</dt>
          <dd data-scope="profile" data-part="followers-count">{count.format(followers)}</dd>
        </div>
        <div>
          <dt>Following</dt>
          <dd data-scope="profile" data-part="following-count">{count.format(profile.others.user_following)}</dd>
        </div>
      </dl>
    </header>
  );
}
