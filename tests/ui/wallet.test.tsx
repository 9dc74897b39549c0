import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DURATIONS, MESSAGES } from '../../src/contract';
import { saveWallet, emptyWallet, loadWallet } from '../../src/services/wallet';
import { WalletModal } from '../../src/ui/screens/wallet/WalletModal';
import { apiUrl, server } from '../setup/msw';
import { answerProfiles, renderWithSession, signedInUser } from './marketplaceProfile.render';

const SIMULATION_WAIT = { timeout: DURATIONS.walletSimulation + 2000 };

/** Whether ada's account has the wallet activated (GET /fetchcurruserdetails). */
let accountActivated = false;

function openWallet() {
  answerProfiles({ ada: signedInUser('ada', { wallet: { is_activated: accountActivated } }) });
  const onClose = vi.fn();
  const view = renderWithSession(<WalletModal onClose={onClose} />, { path: '/', signedInAs: 'ada' });
  return { ...view, onClose };
}

/** POST /updatedata: what the wallet saved, answered as the server does or refused. */
function answerActivation(answer: 'saved' | 'refused'): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/updatedata'), async ({ request }) => {
      bodies.push(await request.json());
      return answer === 'saved'
        ? HttpResponse.json({ response: 'successful', message: 'Wallet updated' })
        : HttpResponse.json({ message: 'Server error' }, { status: 500 });
    }),
  );
  return bodies;
}

const fundWallet = (balance: number) => {
  accountActivated = true;
  saveWallet('ada', { ...emptyWallet(), is_activated: true, balance });
};
const tab = (name: string) => screen.getByRole('tab', { name });
const amountField = () => screen.getByLabelText('Amount (₦)');

beforeEach(() => {
  localStorage.clear();
  accountActivated = false;
});

describe('WalletModal (simulated)', () => {
  it('prompts to activate, activates after 1.5 s on the account and says so honestly that it is a demo', async () => {
    const saved = answerActivation('saved');
    const { user } = openWallet();
    expect(await screen.findByRole('dialog', { name: 'Activate Your Wallet' })).toBeInTheDocument();
    expect(screen.getByText(/Demo wallet: no real money moves/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate Wallet' }));
    expect(screen.getByRole('button', { name: 'Activating...' })).toBeDisabled();
    expect(await screen.findByRole('dialog', { name: 'My Wallet' }, SIMULATION_WAIT)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.walletActivated)).toBeInTheDocument();
    expect(loadWallet('ada').is_activated).toBe(true);
    expect(saved).toEqual([{ wallet: { is_activated: true } }]);
  });

  it('says Failed to activate wallet and keeps the prompt when the account cannot save it', async () => {
    answerActivation('refused');
    const { user } = openWallet();
    await user.click(await screen.findByRole('button', { name: 'Activate Wallet' }));
    expect(await screen.findByText(MESSAGES.walletActivationFailed, {}, SIMULATION_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Activate Your Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Wallet' })).toBeEnabled();
    expect(loadWallet('ada').is_activated).toBe(false);
  });

  it("follows the account's activation (the settings switch) over what this browser stored", async () => {
    accountActivated = true;
    const { unmount } = openWallet();
    expect(await screen.findByRole('dialog', { name: 'My Wallet' })).toBeInTheDocument();
    unmount();
    accountActivated = false;
    saveWallet('ada', { ...emptyWallet(), is_activated: true, balance: 500 });
    openWallet();
    expect(await screen.findByRole('dialog', { name: 'Activate Your Wallet' })).toBeInTheDocument();
  });

  it('shows the balance, pending, tabs, quick actions, methods and an empty history', async () => {
    fundWallet(2500);
    openWallet();
    await screen.findByRole('dialog', { name: 'My Wallet' });
    expect(screen.getByText('Available balance').nextSibling).toHaveTextContent('₦2,500.00');
    expect(screen.getByText(/Pending:/)).toHaveTextContent('₦0.00');
    for (const name of ['Deposit', 'Withdraw', 'History']) expect(tab(name)).toBeInTheDocument();
    const quick = screen.getByRole('group', { name: 'Quick actions' });
    expect(within(quick).getAllByRole('button').map((button) => button.textContent)).toEqual(['Deposit', 'Withdraw', 'Transfer']);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Card', 'Bank transfer', 'USSD']);
    expect(amountField()).toHaveAttribute('min', '100');
    expect(screen.getByText('Recent Transactions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View All' })).toBeInTheDocument();
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
  });

  it('deposits after 1.5 s, lists the transaction and keeps it across a remount', async () => {
    fundWallet(0);
    const { user, unmount } = openWallet();
    await screen.findByRole('dialog', { name: 'My Wallet' });
    await user.type(amountField(), '1500');
    await user.click(within(screen.getByRole('form', { name: 'Deposit' })).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Successfully deposited ₦1,500.00', {}, SIMULATION_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Available balance').nextSibling).toHaveTextContent('₦1,500.00');
    expect(screen.getByText('Wallet Deposit')).toBeInTheDocument();
    unmount();
    openWallet();
    await screen.findByRole('dialog', { name: 'My Wallet' });
    expect(screen.getByText('Available balance').nextSibling).toHaveTextContent('₦1,500.00');
    expect(screen.getByText('Wallet Deposit')).toBeInTheDocument();
  });

  it('refuses a zero amount and an amount under the minimum', async () => {
    fundWallet(0);
    const { user } = openWallet();
    await screen.findByRole('dialog', { name: 'My Wallet' });
    await user.type(amountField(), '0');
    expect(screen.getByText(MESSAGES.validAmount)).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '50');
    expect(screen.getByText('Minimum amount is ₦100.00')).toBeInTheDocument();
  });

  it('withdraws to a 10-digit account: the balance drops and the amount is pending', async () => {
    fundWallet(5000);
    const { user } = openWallet();
    await screen.findByRole('dialog', { name: 'My Wallet' });
    await user.click(tab('Withdraw'));
    const form = screen.getByRole('form', { name: 'Withdraw' });
    await user.type(amountField(), '2000');
    await user.type(within(form).getByLabelText('Account number'), '12345');
    expect(screen.getByText(MESSAGES.validAccountNumber)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText(MESSAGES.bankNameRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Bank name'), 'GTBank');
    await user.type(within(form).getByLabelText('Account number'), '67890');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal of ₦2,000.00 initiated.', {}, SIMULATION_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Available balance').nextSibling).toHaveTextContent('₦3,000.00');
    expect(screen.getByText(/Pending:/)).toHaveTextContent('₦2,000.00');
    expect(screen.getByText('Withdrawal Request')).toBeInTheDocument();
  });

  it('says Insufficient balance and disables Withdraw above the balance', async () => {
    fundWallet(300);
    const { user } = openWallet();
    await screen.findByRole('dialog', { name: 'My Wallet' });
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await user.type(amountField(), '500');
    expect(screen.getByText(MESSAGES.insufficientBalance)).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Withdraw' })).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('View All opens the history; Escape closes the wallet', async () => {
    fundWallet(300);
    const { user, onClose } = openWallet();
    await screen.findByRole('dialog', { name: 'My Wallet' });
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(tab('History')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Transaction History')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
