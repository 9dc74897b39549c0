import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from '../../components/links';
import { displayName, placeName, type UserSummary } from '../../../contract';
import {
  followSuggestionsMachine,
  selectCanFollow,
  selectFollowingNow,
  selectIsLoadingSuggestions,
  selectSuggestions,
  type FollowSuggestionsActorRef,
} from '../../../machines/followSuggestions';
import { useScreenActor } from '../../app/useScreenActor';
import { avatarOrDefault } from '../../format';
import '../../styles/profileLink.css';
import '../../styles/suggestions.css';
import { useActorToasts } from '../../app/useActorToasts';

/** Three vendors to follow, beside the feed, for signed-in users. */
export function FollowSuggestions({ username }: { username: string | null }) {
  // Another user is another list.
  return <Suggestions key={username ?? ''} username={username} />;
}

function Suggestions({ username }: { username: string | null }) {
  const actor = useScreenActor(followSuggestionsMachine, { input: { username } });
  useActorToasts(actor);
  const loading = useSelector(actor, selectIsLoadingSuggestions);
  const suggestions = useSelector(actor, selectSuggestions);
  const titleId = useId();
  return (
    <section className="suggestions" aria-labelledby={titleId} data-scope="suggestions" data-part="root">
      <h2 id={titleId} className="suggestions__title">
        Vendors to follow
      </h2>
      {loading ? (
        <p className="suggestions__note" role="status">
          Finding vendors...
        </p>
      ) : suggestions.length ? (
        <ul className="suggestions__list">
          {suggestions.map((vendor) => (
            <Suggestion key={vendor.username} actor={actor} vendor={vendor} />
          ))}
        </ul>
      ) : (
        <p className="suggestions__note">No suggestions right now.</p>
      )}
    </section>
  );
}

function Suggestion({ actor, vendor }: { actor: FollowSuggestionsActorRef; vendor: UserSummary }) {
  const followingNow = useSelector(actor, selectFollowingNow) === vendor.username;
  const canFollow = useSelector(actor, selectCanFollow);
  const name = displayName(vendor);
  const place = placeName(vendor.city, vendor.state);
  return (
    <li className="suggestions__item" data-scope="suggestions" data-part="item">
      <Link to={`/profile/${vendor.username}`} className="profile-link">
        <img className="profile-link__avatar" src={avatarOrDefault(vendor.profileimg)} alt="" width={40} height={40} loading="lazy" />
        <span className="profile-link__text">
          <span className="suggestions__name">{name}</span>
          {place ? <span className="suggestions__place">{place}</span> : null}
        </span>
      </Link>
      <button
        type="button"
        className="button button--secondary suggestions__follow"
        aria-label={followingNow ? `Following ${name}` : `Follow ${name}`}
        aria-pressed={followingNow}
        disabled={!canFollow}
        onClick={() => actor.send({ type: 'suggestion.followClicked', username: vendor.username, name })}
        data-scope="suggestions"
        data-part="follow"
      >
        {followingNow ? 'Following' : 'Follow'}
      </button>
    </li>
  );
}
