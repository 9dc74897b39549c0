import { useSelector } from '@xstate/react';
import { selectTransactions } from '../../../machines/wallet';
import { formatWalletAmount } from '../../format';
import type { WalletActor } from './WalletModal';

const RECENT_COUNT = 3;

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

/** Recent Transactions (with View All) or the whole history; 'No transactions yet' when empty. */
export function TransactionList({ actor, recent = false, onViewAll }: { actor: WalletActor; recent?: boolean; onViewAll?: () => void }) {
  const all = useSelector(actor, selectTransactions);
  const shown = recent ? all.slice(0, RECENT_COUNT) : all;
  return (
    <section className="wallet__transactions" aria-label={recent ? 'Recent Transactions' : 'Transaction history'} data-scope="wallet" data-part={recent ? 'recent' : 'history'}>
      <div className="wallet__transactions-head">
        <h3>{recent ? 'Recent Transactions' : 'Transaction History'}</h3>
        {recent && onViewAll ? (
          <button type="button" className="button button--ghost wallet__view-all" onClick={onViewAll}>
            View All
          </button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="wallet__empty">No transactions yet</p>
      ) : (
        <ul className="wallet__list">
          {shown.map((transaction) => (
            <li key={transaction.id} className={`wallet__item wallet__item--${transaction.type}`} data-scope="wallet" data-part="transaction">
              <span className="wallet__item-title">{transaction.title}</span>
              <time className="wallet__item-date" dateTime={transaction.date}>
                {dateFormat.format(new Date(transaction.date))}
              </time>
              <span className="wallet__item-amount">
                {transaction.type === 'deposit' ? '+' : '-'}
                {formatWalletAmount(transaction.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
