import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  referralMachine,
  selectIsLoadingReferral,
  selectIsRefreshing,
  selectIsSharing,
  selectReferralCode,
  selectReferralFailed,
  selectReferralLink,
  selectReferralStats,
  selectShowsCopied,
  type CopyTarget,
} from '../../../machines/referral';
import { useScreenActor } from '../../app/useScreenActor';
import { useActorToasts } from '../../app/useActorToasts';

type ReferralActor = ActorRefFrom<typeof referralMachine>;

const joined = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });
const formatJoined = (date: string) => {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? '' : joined.format(parsed);
};

/** The owner's Referrals: code and link with copy buttons, share, and who signed up with them. */
export function ReferralPanel() {
  const actor = useScreenActor(referralMachine, {});
  useActorToasts(actor);
  const loading = useSelector(actor, selectIsLoadingReferral);
  const failed = useSelector(actor, selectReferralFailed);
  return (
    <section className="referral" aria-labelledby="referral-title" data-scope="referral" data-part="root">
      <h2 id="referral-title">Referrals</h2>
      {loading ? <p role="status">Loading referral information...</p> : null}
      {failed ? (
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'referral.retried' })}>
          Try Again
        </button>
      ) : null}
      {!loading && !failed ? <ReferralDetails actor={actor} /> : null}
    </section>
  );
}

function ReferralDetails({ actor }: { actor: ReferralActor }) {
  const code = useSelector(actor, selectReferralCode);
  const link = useSelector(actor, selectReferralLink);
  const sharing = useSelector(actor, selectIsSharing);
  return (
    <>
      <p className="referral__intro">Invite friends with your code or link.</p>
      <CopyRow actor={actor} target="code" label="Your referral code" value={code} />
      <CopyRow actor={actor} target="link" label="Your referral link" value={link} />
      <button type="button" className="button button--primary" disabled={sharing} onClick={() => actor.send({ type: 'share.requested' })}>
        Share
      </button>
      <ReferralStatsView actor={actor} />
    </>
  );
}

function CopyRow({ actor, target, label, value }: { actor: ReferralActor; target: CopyTarget; label: string; value: string }) {
  const copied = useSelector(actor, (snapshot) => selectShowsCopied(snapshot, target));
  return (
    <div className="referral__row" data-scope="referral" data-part={target}>
      <span className="referral__label">{label}</span>
      <code className="referral__value">{value}</code>
      <button
        type="button"
        className="button button--secondary referral__copy"
        aria-label={`Copy referral ${target}`}
        onClick={() => actor.send({ type: 'copy.requested', target })}
      >
        {copied ? 'Copied!' : 'Copy'}
      </button>
    </div>
  );
}

function ReferralStatsView({ actor }: { actor: ReferralActor }) {
  const stats = useSelector(actor, selectReferralStats);
  const refreshing = useSelector(actor, selectIsRefreshing);
  return (
    <div className="referral__stats" data-scope="referral" data-part="stats">
      <dl className="referral__totals">
        <div>
          <dt>Total referrals</dt>
          <dd data-scope="referral" data-part="total">{stats.total_referrals}</dd>
        </div>
        <div>
          <dt>Converted</dt>
          <dd data-scope="referral" data-part="converted">{stats.converted_referrals}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--ghost"
        disabled={refreshing}
        aria-busy={refreshing || undefined}
        onClick={() => actor.send({ type: 'stats.refreshRequested' })}
      >
        {refreshing ? 'Refreshing...' : 'Refresh'}
      </button>
      {stats.referred_users.length ? (
        <ul className="referral__users" aria-label="Referred users">
          {stats.referred_users.map((user) => (
            <li key={user.username} className="referral__user">
              <span>@{user.username}</span>
              <span className="referral__joined">{formatJoined(user.date_joined)}</span>
              <span className={`referral__state referral__state--${user.converted ? 'active' : 'inactive'}`}>
                {user.converted ? 'Active' : 'Inactive'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="referral__none">No one has joined with your code yet.</p>
      )}
    </div>
  );
}
