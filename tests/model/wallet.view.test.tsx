/**
 * The wallet follows its machine: the graph's paths are replayed on the
 * rendered WalletModal of a signed-in Alice. The wallet this browser stored is
 * the one the path loads (seeded before the screen opens); whether it is
 * activated is the account's, the answer msw gives to GET
 * /fetchcurruserdetails, released at the path's load step. Activation is a
 * click, saved by POST /updatedata; tabs, methods and amounts are clicks and
 * typing; the simulated waits are the fake clock moved on. After every step the
 * modal shows the title, the activation button, the balance, the open tab's
 * form with its messages, and the submit button the step's state says.
 */
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
import {
  selectCanSubmit,
  selectFormMessages,
  walletMachine,
  type PaymentMethod,
  type StoredWallet,
  type WalletContext,
  type WalletEvent,
  type WalletSnapshot,
  type WalletTab,
} from '../../src/machines/wallet';
import { emptyWallet, saveWallet } from '../../src/services/wallet';
import { formatWalletAmount } from '../../src/ui/format';
import { WalletModal } from '../../src/ui/screens/wallet/WalletModal';
import { apiUrl, server } from '../setup/msw';
import { invokeIds, type Path } from './harness';
import { aliceDetails, signInAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk, typeInto, type WalkPath } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';
import { walletModel } from './wallet.model';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

type LeafAssertion = (snapshot: WalletSnapshot, running: WalletSnapshot) => void;

const TAB_LABELS: Record<WalletTab, string> = { deposit: 'Deposit', withdraw: 'Withdraw', history: 'History' };
const METHOD_LABELS: Record<PaymentMethod, string> = { card: 'Card', bank_transfer: 'Bank transfer', ussd: 'USSD' };

const dialog = () => screen.getByRole('dialog');
const activateButton = () => within(dialog()).getByRole('button', { name: /Activate Wallet|Activating/ });
const tab = (name: WalletTab) => within(dialog()).getByRole('tab', { name: TAB_LABELS[name] });
const txForm = () => within(dialog()).getByRole('form');
const field = (label: string) => within(txForm()).getByLabelText(label);
const submitButton = () => within(txForm()).getByRole('button', { name: /^(Deposit|Withdraw|Processing\.\.\.)$/ });

function expectPrompt(label: 'Activate Wallet' | 'Activating...', enabled: boolean): void {
  expect(dialog()).toHaveAccessibleName('Activate Your Wallet');
  expect(activateButton()).toHaveTextContent(label);
  if (enabled) expect(activateButton()).toBeEnabled();
  else expect(activateButton()).toBeDisabled();
}

/** The active wallet: balance (the running actor's: the model does not tell balances apart), the open tab and its form. */
function expectActive(snapshot: WalletSnapshot, running: WalletSnapshot, processing: boolean): void {
  const { context } = snapshot;
  expect(dialog()).toHaveAccessibleName('My Wallet');
  expect(within(dialog()).getByRole('region', { name: 'Balance' })).toHaveTextContent(formatWalletAmount(running.context.wallet.balance));
  for (const name of ['deposit', 'withdraw', 'history'] as const) expect(tab(name)).toHaveAttribute('aria-selected', String(name === context.tab));
  if (context.tab === 'history') {
    expect(within(dialog()).queryByRole('form')).toBeNull();
    expect(within(dialog()).getByRole('region', { name: 'Transaction history' })).toBeInTheDocument();
    return;
  }
  expect(txForm()).toHaveAccessibleName(TAB_LABELS[context.tab]);
  const messages = selectFormMessages(running);
  expect(field('Amount (₦)')).toHaveValue(context.amount === '' ? null : Number(context.amount));
  expect(field('Amount (₦)')).toHaveAccessibleDescription(messages.amount ?? '');
  if (context.tab === 'deposit') {
    expect(within(txForm()).getByRole('radio', { name: METHOD_LABELS[context.method] })).toBeChecked();
  } else {
    expect(field('Bank name')).toHaveValue(context.bankName);
    expect(field('Bank name')).toHaveAccessibleDescription(messages.bankName ?? '');
    expect(field('Account number')).toHaveValue(context.accountNumber);
    expect(field('Account number')).toHaveAccessibleDescription(messages.accountNumber ?? '');
  }
  if (processing) {
    expect(submitButton()).toHaveTextContent('Processing...');
    expect(field('Amount (₦)')).toBeDisabled();
  } else {
    expect(submitButton()).toHaveTextContent(TAB_LABELS[context.tab]);
    if (selectCanSubmit(running)) expect(submitButton()).toBeEnabled();
    else expect(submitButton()).toBeDisabled();
  }
}

const leafAssertions: Record<string, LeafAssertion> = {
  'wallet.loading': () => expectPrompt('Activate Wallet', false),
  'wallet.inactive': () => expectPrompt('Activate Wallet', true),
  'wallet.activating.simulating': () => expectPrompt('Activating...', false),
  'wallet.activating.saving': () => expectPrompt('Activating...', false),
  'wallet.active.idle': (snapshot, running) => expectActive(snapshot, running, false),
  'wallet.active.processing': (snapshot, running) => expectActive(snapshot, running, true),
};

// ---------------------------------------------------------------------------
// The server and the browser's storage.

const answers = answerQueue(['activation'] as const);
const loadIds = invokeIds(walletMachine, 'loadStoredWallet');

/** GET /fetchcurruserdetails (the app's and the wallet's) waits for the path's load step; the released answer stands. */
const details = standingAnswer();

/** The wallet the path loads, as this browser stored it (an empty one when the path never loads). */
function storedWalletOf(path: Path): StoredWallet {
  const load = path.steps.find((step) => step.event.type.startsWith('xstate.done.actor.') && loadIds.includes(String(step.event.actorId)));
  return (load?.event.output as StoredWallet | undefined) ?? emptyWallet();
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.after.')) return act(async () => {
      await vi.advanceTimersByTimeAsync(DURATIONS.walletSimulation);
    });
  if (event.type.startsWith('xstate.done.actor.') && loadIds.includes(String(event.actorId))) {
    const { is_activated } = event.output as StoredWallet;
    return details.release(() => HttpResponse.json({ currentuser: aliceDetails({ wallet: { is_activated } }) }));
  }
  if (event.type.startsWith('xstate.done.actor.')) {
    return answers.release('activation', () => HttpResponse.json({ response: 'successful', message: MESSAGES.updatedSuccessfully }));
  }
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('activation', refusal({ status: 500, message: MESSAGES.serverError }));
  const walletEvent = event as WalletEvent;
  switch (walletEvent.type) {
    case 'wallet.activationRequested':
      return underFakeClock(user.click(activateButton()));
    case 'tab.selected':
      return underFakeClock(user.click(tab(walletEvent.tab)));
    case 'amount.changed':
      return underFakeClock(typeInto(user, field('Amount (₦)'), walletEvent.value));
    case 'method.selected':
      return underFakeClock(user.click(within(txForm()).getByRole('radio', { name: METHOD_LABELS[walletEvent.method] })));
    case 'bankName.changed':
      return underFakeClock(typeInto(user, field('Bank name'), walletEvent.value));
    case 'accountNumber.changed':
      return underFakeClock(typeInto(user, field('Account number'), walletEvent.value));
    case 'transaction.submitted':
      return underFakeClock(user.click(submitButton()));
  }
}

const walk = screenWalk<WalletSnapshot>({
  machine: walletMachine,
  leafAssertions,
  perform,
  reset: () => {
    answers.reset();
    details.reset();
    localStorage.clear();
  },
  render: () => {
    signInAlice();
    server.use(http.get(apiUrl('/fetchcurruserdetails'), () => details.next()));
    renderScreen({ path: '/profile', element: <WalletModal onClose={() => undefined} />, entry: '/profile', elsewhere: {} });
  },
});

/** Opens the wallet with what this browser stored for the path, then walks it. */
const walkPath: WalkPath = (variant, path, coverage, seenLeaves) => {
  saveWallet('alice', storedWalletOf(path));
  return walk.walkPath(variant, path, coverage, seenLeaves);
};

/** The account's details are read or the stored flag stands in, so loading never fails; activation can. */
const reachable = (path: Path) =>
  !path.steps.some((step) => step.event.type.startsWith('xstate.error.actor.') && loadIds.includes(String(step.event.actorId)));

/** What the open tab lets a person do: a method on Deposit, bank details on Withdraw, no form in History; submit while offered. */
function offeredByTheTab(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const { tab } = snapshot.context as WalletContext;
  switch (event.type) {
    case 'method.selected':
      return tab === 'deposit';
    case 'bankName.changed':
    case 'accountNumber.changed':
      return tab === 'withdraw';
    case 'amount.changed':
      return tab !== 'history';
    case 'transaction.submitted':
      return tab !== 'history' && snapshot.can({ type: 'transaction.submitted' });
    default:
      return true;
  }
}

describe('the wallet follows the wallet machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    details.reset();
    localStorage.clear();
    server.use(
      http.post(apiUrl('/updatedata'), () => answers.next('activation')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(walletMachine, leafAssertions);
  });

  it('shows every step of the generated paths, a refused activation included', async () => {
    await expectViewFollowsModel({ ...walletModel, filterEvents: offeredByTheTab }, walkPath, { reachable });
  }, 60_000);
});
