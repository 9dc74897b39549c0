import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { InApp } from './inApp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { VerifyScreen } from '../../src/ui/screens/accounts/VerifyScreen';
import { apiUrl, server } from '../setup/msw';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderVerify(path = '/activate?username=ada_okafor', options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  render(
    <InApp>
      <MemoryRouter initialEntries={[path]}>
        <ToastContainer />
        <Routes>
          <Route path="/activate" element={<VerifyScreen />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </InApp>,
  );
  return user;
}

const boxes = () => Array.from({ length: 6 }, (_, index) => screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }));
const values = () => boxes().map((box) => (box as HTMLInputElement).value).join('|');
const form = () => screen.getByRole('form', { name: 'Verify your account' });
const resendButton = () => screen.getByRole('button', { name: /Resend Code/ });

function paste(text: string) {
  const [first] = boxes();
  if (!first) throw new Error('no boxes');
  fireEvent.paste(first, { clipboardData: { getData: () => text } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyScreen', () => {
  // Just registered: the server's cooldown has all its 60 s to run.
  beforeEach(() => {
    server.use(http.get(apiUrl('/resendcode'), () => HttpResponse.json({ retry_after: 60 })));
  });

  it('sends a link without a username to /login with "Missing username parameter"', async () => {
    renderVerify('/activate');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(await screen.findByText('Missing username parameter')).toBeInTheDocument();
  });

  it('shows six labelled boxes, Verify Account, a counting Resend Code and Back to Login', async () => {
    renderVerify();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByText('ada_okafor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Account' })).toBeEnabled();
    expect(resendButton()).toBeDisabled();
    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend Code (60s)'));
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it('takes only digits, advances on typing and goes back on backspace', async () => {
    const user = renderVerify();
    const [first, second, third] = boxes();
    await user.click(first as HTMLElement);
    await user.keyboard('4');
    expect(second).toHaveFocus();
    await user.keyboard('x');
    expect(values()).toBe('4|||||');
    expect(second).toHaveFocus();
    await user.keyboard('2');
    expect(third).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('4|||||');
    expect(second).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('|||||');
    expect(first).toHaveFocus();
  });

  it('fills the boxes from a pasted code and refuses a paste that is not digits', async () => {
    renderVerify();
    paste('12a456');
    expect(values()).toBe('|||||');
    paste('1234567');
    expect(values()).toBe('|||||');
    paste('123456');
    expect(values()).toBe('1|2|3|4|5|6');
    await waitFor(() => expect(boxes()[5]).toHaveFocus());
    paste('98');
    expect(values()).toBe('9|8||||');
  });

  it('asks for all 6 digits', async () => {
    const user = renderVerify();
    paste('123');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please enter all 6 digits of the verification code');
  });

  it('verifies the account and offers Sign In Now', async () => {
    let sent: { username: string | null; body: unknown } | undefined;
    server.use(
      http.post(apiUrl('/activate'), async ({ request }) => {
        sent = { username: new URL(request.url).searchParams.get('username'), body: await request.json() };
        return HttpResponse.json({ success: true, response: 'successful', message: 'Account verified successfully!' });
      }),
    );
    const user = renderVerify();
    paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByRole('heading', { name: 'Account Verified!' })).toBeInTheDocument();
    expect(sent).toEqual({ username: 'ada_okafor', body: { code: '123456' } });
    expect(screen.getAllByText('Account verified successfully!').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Sign In Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('treats "Account is already verified." as success', async () => {
    server.use(http.post(apiUrl('/activate'), () => HttpResponse.json({ message: 'Account is already verified.' }, { status: 400 })));
    const user = renderVerify();
    paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect(await screen.findByRole('heading', { name: 'Account Verified!' })).toBeInTheDocument();
    expect(screen.getAllByText('Your account is already verified!').length).toBeGreaterThan(0);
  });

  it.each([
    [{ message: 'Invalid verification code' }, 400, 'Invalid verification code'],
    [{ message: MESSAGES.verificationCodeExpired }, 400, MESSAGES.verificationCodeExpired],
    [{}, 400, 'Invalid verification code'],
    [{}, 500, 'Failed to verify account'],
  ])('keeps the boxes and says why when %j (%i) comes back', async (body, status, message) => {
    server.use(http.post(apiUrl('/activate'), () => HttpResponse.json(body, { status })));
    const user = renderVerify();
    paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(message));
    expect(values()).toBe('1|2|3|4|5|6');
  });

  it('counts down, then resends a code, clears the boxes and counts down again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let resends = 0;
    server.use(
      http.post(apiUrl('/resendcode'), () => {
        resends += 1;
        return HttpResponse.json({ response: 'successful', message: 'New verification code sent to your email!', retry_after: 60 });
      }),
    );
    const user = renderVerify(undefined, { fakeTimers: true });
    paste('123456');
    await waitFor(() => expect(resendButton()).toHaveTextContent('(60s)'));
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent('(59s)');
    for (let second = 0; second < 58; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent('(1s)');
    expect(resendButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent(/^Resend Code$/);
    expect(resendButton()).toBeEnabled();
    await user.click(resendButton());
    expect(await within(form()).findByRole('status')).toHaveTextContent('New verification code sent to your email!');
    expect(resends).toBe(1);
    expect(values()).toBe('|||||');
    expect(resendButton()).toHaveTextContent('Resend Code (60s)');
    expect(resendButton()).toBeDisabled();
  });

  it('says the resend failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post(apiUrl('/resendcode'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const user = renderVerify(undefined, { fakeTimers: true });
    await waitFor(() => expect(resendButton()).toHaveTextContent('(60s)'));
    for (let second = 0; second < 60; second += 1) act(() => vi.advanceTimersByTime(1000));
    await user.click(resendButton());
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Failed to resend verification code');
    expect(await screen.findByText('Failed to resend code. Please try again.')).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it('waits as long as the server says after a 429', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const message = 'Please wait 42 seconds before requesting a new code.';
    server.use(
      http.post(apiUrl('/resendcode'), () =>
        HttpResponse.json({ message, retry_after: 42 }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    const user = renderVerify(undefined, { fakeTimers: true });
    await waitFor(() => expect(resendButton()).toHaveTextContent('(60s)'));
    for (let second = 0; second < 60; second += 1) act(() => vi.advanceTimersByTime(1000));
    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend Code (42s)'));
    expect(within(form()).getByRole('alert')).toHaveTextContent(message);
  });

  it('offers Resend Code at once on a later visit, when the server would take a resend', async () => {
    server.use(http.get(apiUrl('/resendcode'), () => HttpResponse.json({ retry_after: 0 })));
    renderVerify();
    await waitFor(() => expect(resendButton()).toBeEnabled());
    expect(resendButton()).toHaveTextContent(/^Resend Code$/);
  });

  it('goes back to login', async () => {
    const user = renderVerify();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
