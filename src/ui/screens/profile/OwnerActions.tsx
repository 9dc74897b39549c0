import { Suspense, useState } from 'react';
import { Link } from '../../components/links';
import { lazyPart } from '../../app/lazyPart';
import type { ProfileActor } from './profileView';
import { StatusSelector } from './StatusSelector';

const WalletModal = lazyPart(() => import('../wallet/WalletModal'), (module) => module.WalletModal);

/** The owner's tools on their own profile: status, Edit Profile, Create Post and the wallet. */
export function OwnerActions({ actor }: { actor: ProfileActor }) {
  const [walletOpen, setWalletOpen] = useState(false);
  return (
    <div className="profile__actions" data-scope="profile" data-part="owner-actions">
      <StatusSelector />
      <Link className="button button--secondary" to="/settings/profile">
        Edit Profile
      </Link>
      <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'createPost.requested' })}>
        Create Post
      </button>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setWalletOpen(true)}>
        Wallet
      </button>
      {walletOpen ? (
        <Suspense fallback={null}>
          <WalletModal.Component onClose={() => setWalletOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
