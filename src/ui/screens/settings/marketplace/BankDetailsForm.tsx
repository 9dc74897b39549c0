import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { LIMITS, MESSAGES } from '../../../../contract/constants';
import {
  bankDetailsMachine,
  selectBankFailure,
  selectBankMessage,
  selectBankValue,
  selectIsSavingBank,
  type BankDetailsActorRef,
  type BankField,
  type BankValues,
} from '../../../../machines/bankDetails';
import { useScreenActor } from '../../../app/useScreenActor';
import { SubmitButton, TextField } from '../../../components';
import { useActorToasts, useActorToastWithdrawals } from '../../../app/useActorToasts';
import { useReloadsCurrentUser } from '../currentUser';
import { SettingsCard } from '../SettingsLayout';

const FIELDS: ReadonlyArray<{ field: BankField; label: string }> = [
  { field: 'bank_name', label: 'Bank name *' },
  { field: 'account_name', label: 'Account name *' },
  { field: 'account_number', label: 'Account number *' },
];

/** Bank Details: where the vendor is paid; all three required, the account number exactly 10 digits. */
export function BankDetailsForm({ account }: { account: BankValues | null }) {
  const bank = useScreenActor(bankDetailsMachine, { input: { account } });
  useActorToasts(bank);
  useActorToastWithdrawals(bank);
  useReloadsCurrentUser(bank);
  const busy = useSelector(bank, selectIsSavingBank);
  const failure = useSelector(bank, selectBankFailure);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    bank.send({ type: 'form.submitted' });
  };
  return (
    <SettingsCard title="Bank Details" description="Where payments for your sales are sent." part="bank">
      <form className="form" noValidate onSubmit={submit} aria-label="Bank Details" data-scope="store" data-part="bank-form">
        {FIELDS.map(({ field, label }) => (
          <BankInput key={field} bank={bank} field={field} label={label} disabled={busy} />
        ))}
        {failure ? (
          <p className="form__alert" role="alert">
            {failure}
          </p>
        ) : null}
        <SubmitButton busy={busy} busyLabel={MESSAGES.updating}>
          Save Bank Details
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}

function BankInput({ bank, field, label, disabled }: { bank: BankDetailsActorRef; field: BankField; label: string; disabled: boolean }) {
  const value = useSelector(bank, selectBankValue(field));
  const error = useSelector(bank, selectBankMessage(field));
  const isNumber = field === 'account_number';
  return (
    <TextField
      label={label}
      name={field}
      value={value}
      disabled={disabled}
      error={error}
      inputMode={isNumber ? 'numeric' : undefined}
      maxLength={isNumber ? LIMITS.accountNumberDigits : LIMITS.bankFieldMax}
      onValueChange={(next) => bank.send({ type: 'field.changed', field, value: next })}
      onBlur={() => bank.send({ type: 'field.blurred', field })}
    />
  );
}
