import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { CurrentUser } from '../../../contract';
import { selectUsername } from '../../../machines/auth';
import { followMachine } from '../../../machines/follow';
import {
  profileMachine,
  selectIsComposing,
  selectIsFailed,
  selectIsNotFound,
  selectProfile,
  selectViewer,
} from '../../../machines/profile';
import { useAuthRef, useAuthSelector } from '../../app/AppActor';
import { lazyPart } from '../../app/lazyPart';
import { useScreenActor } from '../../app/useScreenActor';
import { AdSlot, usePageTitle } from '../../components';
import '../../styles/profile.css';
import '../../styles/profileSections.css';
import { useActorToasts } from '../../app/useActorToasts';
import { useEmitted } from '../createPost/useEmitted';
import { AboutSection } from './AboutSection';
import { ProfileActions } from './ProfileActions';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePosts, SavedPosts } from './ProfilePosts';
import { ProfileUnavailable } from './ProfileUnavailable';
import { ReferralPanel } from './lazyProfileParts';
import { displayNameOf, type ProfileActor } from './profileView';
import { ReviewsSection } from './reviews/ReviewsSection';

const CreatePostModal = lazyPart(() => import('../createPost/CreatePostModal'), (module) => module.CreatePostModal);

/** /profile/{username}: the public profile, as its owner, a signed-in visitor or a signed-out visitor sees it. */
export function ProfileScreen() {
  const username = useParams().username ?? '';
  const viewer = useAuthSelector(selectUsername);
  // A new profile or a new session is a new page: fresh actors, nothing carried over.
  return <ProfilePage key={`${username}\u0000${viewer ?? ''}`} username={username} viewer={viewer} />;
}

function ProfilePage({ username, viewer }: { username: string; viewer: string | null }) {
  const navigate = useNavigate();
  const actor = useScreenActor(profileMachine, { input: { username, viewer } });
  useActorToasts(actor);
  useEmitted(actor, 'navigate', (event) => navigate(event.to));
  const profile = useSelector(actor, selectProfile);
  const notFound = useSelector(actor, selectIsNotFound);
  const failed = useSelector(actor, selectIsFailed);
  usePageTitle(profile ? displayNameOf(profile) : username);

  if (notFound) return <ProfileUnavailable kind="notFound" />;
  if (failed) return <ProfileUnavailable kind="failed" onRetry={() => actor.send({ type: 'profile.retried' })} />;
  if (!profile) {
    return (
      <div className="profile profile--loading" role="status" data-scope="profile" data-part="loading">
        <span className="spinner" aria-hidden="true" />
        Loading profile...
      </div>
    );
  }
  return <LoadedProfile actor={actor} profile={profile} />;
}

function LoadedProfile({ actor, profile }: { actor: ProfileActor; profile: CurrentUser }) {
  const navigate = useNavigate();
  const auth = useAuthRef();
  const viewer = useSelector(actor, selectViewer);
  const follow = useScreenActor(followMachine, {
    input: {
      username: profile.user.username,
      name: displayNameOf(profile),
      isFollowing: profile.is_following,
      followers: profile.others.user_followers,
      signedIn: viewer !== 'signedOut',
    },
  });
  useActorToasts(follow);
  useEmitted(follow, 'login.required', () => navigate('/login'));
  useEmitted(follow, 'follow.settled', () => {
    actor.send({ type: 'profile.reloadRequested' });
    auth.send({ type: 'currentUser.refreshRequested' });
  });

  return (
    <div className="profile" data-scope="profile" data-part="root" data-viewer={viewer}>
      <ProfileHeader profile={profile} follow={follow} />
      <ProfileActions actor={actor} profile={profile} follow={follow} viewer={viewer} />
      <AdSlot size="banner" label="Advertisement, profile banner" className="profile__ad" />
      {viewer === 'owner' ? <ReferralPanel /> : null}
      <AboutSection profile={profile} />
      {profile.market_info?.marketname.trim() ? <ReviewsSection vendor={profile.user.username} viewer={viewer} /> : null}
      <ProfilePosts actor={actor} />
      {viewer === 'owner' ? <SavedPosts posts={profile.saved_posts} /> : null}
      <ComposeSlot actor={actor} />
    </div>
  );
}

/** The owner's Create Post modal, while the profile machine says it is open. */
function ComposeSlot({ actor }: { actor: ProfileActor }) {
  const composing = useSelector(actor, selectIsComposing);
  const auth = useAuthRef();
  if (!composing) return null;
  return (
    <Suspense fallback={null}>
      <CreatePostModal.Component
        onClose={() => actor.send({ type: 'createPost.closed' })}
        onCreated={() => auth.send({ type: 'currentUser.refreshRequested' })}
      />
    </Suspense>
  );
}
