import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectUsername } from '../../../machines/auth';
import {
  selectBalance,
  selectIsActivating,
  selectIsActive,
  selectIsInactive,
  selectPending,
  selectTab,
  walletMachine,
  type WalletTab,
} from '../../../machines/wallet';
import { useAuthSelector } from '../../app/AppActor';
import { useScreenActor } from '../../app/useScreenActor';
import { formatWalletAmount } from '../../format';
import '../../styles/wallet.css';
import { useActorToasts } from '../../app/useActorToasts';
import { useReloadsCurrentUser } from '../settings/currentUser';
import { ModalFrame } from '../createPost/ModalFrame';
import { TransactionForm } from './TransactionForm';
import { TransactionList } from './TransactionList';

export type WalletModalProps = { onClose: () => void };
export type WalletActor = ActorRefFrom<typeof walletMachine>;

export const DEMO_NOTICE = 'Demo wallet: no real money moves. Deposits and withdrawals are simulated in this browser.';

/** The simulated wallet: Activate Your Wallet, then My Wallet with balance, tabs and recent transactions. */
export function WalletModal({ onClose }: WalletModalProps) {
  const username = useAuthSelector(selectUsername) ?? '';
  const actor = useScreenActor(walletMachine, { input: { username } });
  useActorToasts(actor);
  useReloadsCurrentUser(actor);
  const active = useSelector(actor, selectIsActive);
  return (
    <ModalFrame title={active ? 'My Wallet' : 'Activate Your Wallet'} scope="wallet" onDismiss={onClose}>
      <p className="wallet__demo" data-scope="wallet" data-part="demo-notice">
        {DEMO_NOTICE}
      </p>
      {active ? <ActiveWallet actor={actor} /> : <ActivationPrompt actor={actor} />}
    </ModalFrame>
  );
}

function ActivationPrompt({ actor }: { actor: WalletActor }) {
  const inactive = useSelector(actor, selectIsInactive);
  const activating = useSelector(actor, selectIsActivating);
  return (
    <div className="wallet__activate" data-scope="wallet" data-part="activate">
      <p>Activate your wallet to deposit, withdraw and keep track of your transactions.</p>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!inactive}
        aria-busy={activating || undefined}
        onClick={() => actor.send({ type: 'wallet.activationRequested' })}
        data-scope="wallet"
        data-part="activate-button"
      >
        {activating ? 'Activating...' : 'Activate Wallet'}
      </button>
    </div>
  );
}

const TAB_LABELS: Record<WalletTab, string> = { deposit: 'Deposit', withdraw: 'Withdraw', history: 'History' };

function ActiveWallet({ actor }: { actor: WalletActor }) {
  const balance = useSelector(actor, selectBalance);
  const pending = useSelector(actor, selectPending);
  const tab = useSelector(actor, selectTab);
  const select = (next: WalletTab) => actor.send({ type: 'tab.selected', tab: next });
  return (
    <div className="wallet" data-scope="wallet" data-part="active">
      <section className="wallet__balance" aria-label="Balance" data-scope="wallet" data-part="balance">
        <p className="wallet__label">Available balance</p>
        <p className="wallet__amount" data-scope="wallet" data-part="available">
          {formatWalletAmount(balance)}
        </p>
        <p className="wallet__pending" data-scope="wallet" data-part="pending">
          Pending: {formatWalletAmount(pending)}
        </p>
      </section>
      <div className="wallet__quick" role="group" aria-label="Quick actions">
        <button type="button" className="button button--secondary" onClick={() => select('deposit')}>
          Deposit
        </button>
        <button type="button" className="button button--secondary" onClick={() => select('withdraw')}>
          Withdraw
        </button>
        <button type="button" className="button button--secondary" onClick={() => select('withdraw')} title="Send to a bank account">
          Transfer
        </button>
      </div>
      <div className="wallet__tabs" role="tablist" aria-label="Wallet">
        {(Object.keys(TAB_LABELS) as WalletTab[]).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`wallet-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="wallet-panel"
            className="wallet__tab"
            onClick={() => select(name)}
          >
            {TAB_LABELS[name]}
          </button>
        ))}
      </div>
      <div id="wallet-panel" role="tabpanel" aria-labelledby={`wallet-tab-${tab}`} className="wallet__panel">
        {tab === 'history' ? <TransactionList actor={actor} /> : <TransactionForm actor={actor} kind={tab} />}
      </div>
      {tab !== 'history' ? <TransactionList actor={actor} recent onViewAll={() => select('history')} /> : null}
    </div>
  );
}
