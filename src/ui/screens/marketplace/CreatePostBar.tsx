import { Suspense, useState, type KeyboardEvent } from 'react';
import { MESSAGES } from '../../../contract';
import { selectCurrentUser, selectIsLoadingCurrentUser, selectIsSignedIn, selectIsVendor } from '../../../machines/auth';
import { useAuthSelector } from '../../app/AppActor';
import { lazyPart } from '../../app/lazyPart';
import { showToast } from '../../app/toast';
import { avatarOrDefault } from '../../format';

const CreatePostModal = lazyPart(() => import('../createPost/CreatePostModal'), (module) => module.CreatePostModal);

/**
 * 'Create a post...' above the feed: hidden when signed out, a skeleton until
 * the user's details load, disabled for users without a store (a click says
 * where to set one up), and the create-post modal for vendors.
 */
export function CreatePostBar() {
  const signedIn = useAuthSelector(selectIsSignedIn);
  const loadingUser = useAuthSelector(selectIsLoadingCurrentUser);
  const currentUser = useAuthSelector(selectCurrentUser);
  const vendor = useAuthSelector(selectIsVendor);
  const [composing, setComposing] = useState(false);
  if (!signedIn) return null;
  if (loadingUser) return <CreatePostBarSkeleton />;
  if (!currentUser) return null;

  const start = () => {
    if (vendor) setComposing(true);
    else showToast({ tone: 'info', message: MESSAGES.vendorProfileRequired });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    start();
  };
  return (
    <div className="create-bar" data-scope="create-post-bar" data-part="root" data-vendor={vendor || undefined}>
      <img className="create-bar__avatar" src={avatarOrDefault(currentUser.profileimg || currentUser.profile.profileimg)} alt="" width={44} height={44} />
      <input
        className="create-bar__input"
        type="text"
        readOnly
        aria-label="Create a post"
        aria-disabled={!vendor || undefined}
        aria-haspopup="dialog"
        placeholder={vendor ? MESSAGES.createPostPlaceholder : MESSAGES.setUpVendorPlaceholder}
        onClick={start}
        onKeyDown={onKeyDown}
        data-scope="create-post-bar"
        data-part="input"
      />
      {composing ? (
        <Suspense fallback={null}>
          <CreatePostModal.Component
            onClose={() => setComposing(false)}
            // The modal closes itself and reloads the page a second later: it stays mounted until then.
            onCreated={() => undefined}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function CreatePostBarSkeleton() {
  return (
    <div className="create-bar create-bar--skeleton" role="status" aria-busy="true" data-scope="create-post-bar" data-part="skeleton">
      <span className="visually-hidden">Loading your profile...</span>
      <span className="skeleton__circle" aria-hidden="true" />
      <span className="skeleton__line" aria-hidden="true" />
    </div>
  );
}
