import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { LIMITS } from '../../../contract';
import {
  selectAccountNumber,
  selectAmount,
  selectBankName,
  selectCanSubmit,
  selectFormMessages,
  selectIsProcessing,
  selectMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../machines/wallet';
import { SubmitButton, TextField } from '../../components';
import type { WalletActor } from './WalletModal';

const METHOD_LABELS: Record<PaymentMethod, string> = { card: 'Card', bank_transfer: 'Bank transfer', ussd: 'USSD' };

/** The Deposit or Withdraw form: amount (minimum 100), a method or the bank details, and its submit. */
export function TransactionForm({ actor, kind }: { actor: WalletActor; kind: 'deposit' | 'withdraw' }) {
  const amount = useSelector(actor, selectAmount);
  const messages = useSelector(actor, selectFormMessages, (a, b) => a.amount === b.amount && a.bankName === b.bankName && a.accountNumber === b.accountNumber);
  const canSubmit = useSelector(actor, selectCanSubmit);
  const processing = useSelector(actor, selectIsProcessing);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'transaction.submitted' });
  };
  const deposit = kind === 'deposit';
  return (
    <form className="form wallet__form" noValidate onSubmit={submit} aria-label={deposit ? 'Deposit' : 'Withdraw'} data-scope="wallet" data-part={`${kind}-form`}>
      <TextField
        label="Amount (₦)"
        name="amount"
        type="number"
        inputMode="decimal"
        min={LIMITS.walletMinimum}
        step="0.01"
        value={amount}
        disabled={processing}
        onValueChange={(value) => actor.send({ type: 'amount.changed', value })}
        error={messages.amount}
      />
      {deposit ? <MethodChoice actor={actor} disabled={processing} /> : <BankDetails actor={actor} disabled={processing} messages={messages} />}
      <p className="wallet__gateway-note">
        {deposit
          ? 'A real wallet would send you to a payment gateway here. This demo adds the amount after a short pause; nothing is charged.'
          : 'A real wallet would pay this out to your bank. This demo only records the request; nothing is sent.'}
      </p>
      <SubmitButton disabled={!canSubmit} busy={processing} busyLabel="Processing...">
        {deposit ? 'Deposit' : 'Withdraw'}
      </SubmitButton>
    </form>
  );
}

function MethodChoice({ actor, disabled }: { actor: WalletActor; disabled: boolean }) {
  const method = useSelector(actor, selectMethod);
  return (
    <fieldset className="wallet__methods" disabled={disabled}>
      <legend className="field__label">Payment method</legend>
      {PAYMENT_METHODS.map((choice) => (
        <label key={choice} className="wallet__method">
          <input
            type="radio"
            name="method"
            value={choice}
            checked={method === choice}
            onChange={() => actor.send({ type: 'method.selected', method: choice })}
          />
          {METHOD_LABELS[choice]}
        </label>
      ))}
    </fieldset>
  );
}

type Messages = { bankName?: string; accountNumber?: string };

function BankDetails({ actor, disabled, messages }: { actor: WalletActor; disabled: boolean; messages: Messages }) {
  const bankName = useSelector(actor, selectBankName);
  const accountNumber = useSelector(actor, selectAccountNumber);
  return (
    <>
      <TextField
        label="Bank name"
        name="bank_name"
        value={bankName}
        disabled={disabled}
        autoComplete="off"
        onValueChange={(value) => actor.send({ type: 'bankName.changed', value })}
        error={messages.bankName}
      />
      <TextField
        label="Account number"
        name="account_number"
        inputMode="numeric"
        maxLength={LIMITS.accountNumberDigits}
        value={accountNumber}
        disabled={disabled}
        autoComplete="off"
        onValueChange={(value) => actor.send({ type: 'accountNumber.changed', value })}
        error={messages.accountNumber}
      />
    </>
  );
}
