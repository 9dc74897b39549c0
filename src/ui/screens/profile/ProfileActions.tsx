import { useSelector } from '@xstate/react';
import { Link } from '../../components/links';
import { MESSAGES, type CurrentUser } from '../../../contract';
import { selectIsFollowing, selectIsFollowPending } from '../../../machines/follow';
import { selectIsStartingChat, type ProfileViewer } from '../../../machines/profile';
import { BlockButton, OwnerActions, ReportButton } from './lazyProfileParts';
import { RATE_SELLER_ANCHOR } from './reviews/ReviewsSection';
import type { FollowActor, ProfileActor } from './profileView';

type ActionsProps = { actor: ProfileActor; profile: CurrentUser; follow: FollowActor; viewer: ProfileViewer };

/** What the viewer may do here: the owner's tools, a signed-in visitor's, or the way to log in. */
export function ProfileActions({ actor, profile, follow, viewer }: ActionsProps) {
  if (viewer === 'owner') return <OwnerActions actor={actor} />;
  if (viewer === 'visitor') return <VisitorActions actor={actor} profile={profile} follow={follow} />;
  return (
    <div className="profile__actions" data-scope="profile" data-part="signed-out-actions">
      <Link className="button button--primary" to="/login">
        {MESSAGES.loginToInteract}
      </Link>
    </div>
  );
}

function VisitorActions({ actor, profile, follow }: { actor: ProfileActor; profile: CurrentUser; follow: FollowActor }) {
  const starting = useSelector(actor, selectIsStartingChat);
  const following = useSelector(follow, selectIsFollowing);
  const pending = useSelector(follow, selectIsFollowPending);
  return (
    <div className="profile__actions" data-scope="profile" data-part="visitor-actions">
      <button
        type="button"
        className="button button--primary"
        disabled={starting}
        aria-busy={starting || undefined}
        onClick={() => actor.send({ type: 'message.requested' })}
      >
        Message
      </button>
      <button
        type="button"
        className={`button ${following ? 'button--secondary' : 'button--primary'}`}
        aria-pressed={following}
        data-pending={pending || undefined}
        onClick={() => follow.send({ type: 'follow.toggled' })}
        data-scope="profile"
        data-part="follow"
      >
        {following ? 'Following' : 'Follow'}
      </button>
      <ReportButton target={{ kind: 'user', username: profile.user.username }} label="Report user" className="button button--ghost" />
      <BlockButton username={profile.user.username} />
      {profile.market_info?.marketname.trim() ? (
        <a className="button button--secondary" href={`#${RATE_SELLER_ANCHOR}`}>
          Rate Seller
        </a>
      ) : null}
    </div>
  );
}
