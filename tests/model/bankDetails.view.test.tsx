/**
 * The bank details form follows its machine: the graph's paths are replayed on
 * the rendered BankDetailsForm of a signed-in vendor. Field changes are typing,
 * a field is left with Tab, Save Bank Details is pressed; the save's outcome is
 * the answer msw gives to POST /updatedata (a refusal carries the server's
 * words), released step by step. After every step the form shows the values,
 * the messages under the fields, the refusal and the busy button the step's
 * state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  BANK_FIELDS,
  bankDetailsMachine,
  selectBankMessage,
  type BankDetailsEvent,
  type BankDetailsSnapshot,
  type BankField,
  type BankSaveOutcome,
  type BankValues,
} from '../../src/machines/bankDetails';
import { BankDetailsForm } from '../../src/ui/screens/settings/marketplace/BankDetailsForm';
import { apiUrl, server } from '../setup/msw';
import { bankDetailsModel } from './bankDetails.model';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, typeInto } from './view';
import { underFakeClock } from './view/clock';
import { leaveFormField, renderForAlice, useFakeClock } from './settings.walk';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const LABELS: Record<BankField, string> = { bank_name: 'Bank name *', account_name: 'Account name *', account_number: 'Account number *' };

const form = () => screen.getByRole('form', { name: 'Bank Details' });
const input = (field: BankField) => within(form()).getByLabelText(LABELS[field]);
const saveButton = () => within(form()).getByRole('button', { name: /Save Bank Details|Updating/ });

function expectForm(snapshot: BankDetailsSnapshot, busy: boolean): void {
  for (const field of BANK_FIELDS) {
    expect(input(field)).toHaveValue(snapshot.context.values[field]);
    expect(input(field)).toHaveAccessibleDescription(selectBankMessage(field)(snapshot) ?? '');
    if (busy) expect(input(field)).toBeDisabled();
    else expect(input(field)).toBeEnabled();
  }
  const { failure } = snapshot.context;
  if (failure) expect(within(form()).getByRole('alert')).toHaveTextContent(failure);
  else expect(within(form()).queryByRole('alert')).toBeNull();
}

const leafAssertions: Record<string, (snapshot: BankDetailsSnapshot) => void> = {
  'bankDetails.editing': (snapshot) => {
    expectForm(snapshot, false);
    expect(saveButton()).toHaveTextContent('Save Bank Details');
    expect(saveButton()).toBeEnabled();
  },
  'bankDetails.saving': (snapshot) => {
    expectForm(snapshot, true);
    expect(saveButton()).toHaveTextContent(MESSAGES.updating);
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
  },
};

const answers = answerQueue(['save'] as const);

function saveAnswer(outcome: BankSaveOutcome) {
  if (outcome.ok) return () => HttpResponse.json({ response: 'successful', message: MESSAGES.updatedSuccessfully });
  return refusal({ status: 400, message: outcome.message });
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('save', saveAnswer(event.output as BankSaveOutcome));
  const bankEvent = event as BankDetailsEvent;
  switch (bankEvent.type) {
    case 'field.changed':
      return underFakeClock(typeInto(user, input(bankEvent.field), bankEvent.value));
    case 'field.blurred':
      return leaveFormField(user, input(bankEvent.field));
    case 'form.submitted':
      return underFakeClock(user.click(saveButton()));
  }
}

const { walkPath } = screenWalk<BankDetailsSnapshot>({
  machine: bankDetailsMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => renderForAlice(<BankDetailsForm account={(variant.input as { account: BankValues | null }).account} />),
});

describe('the bank details form follows the bankDetails machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/updatedata'), () => answers.next('save')));
  });

  afterEach(() => answers.reset());

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(bankDetailsMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(bankDetailsModel, walkPath);
  }, 60_000);
});
