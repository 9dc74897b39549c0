import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastArea } from '../../src/ui/app/ToastArea';
import { InApp } from './inApp';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { ResetPasswordScreen } from '../../src/ui/screens/accounts/ResetPasswordScreen';
import { apiUrl, server } from '../setup/msw';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderReset(path = '/resetpassword') {
  const user = userEvent.setup();
  render(
    <InApp>
      <MemoryRouter initialEntries={[path]}>
        <ToastArea />
        <Routes>
          <Route path="/resetpassword" element={<ResetPasswordScreen />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </InApp>,
  );
  return { user };
}

const emailField = () => screen.getByLabelText('Email address');
const sendButton = () => screen.getByRole('button', { name: 'Send Reset Instructions' });
const requestForm = () => screen.getByRole('form', { name: 'Reset Password' });

describe('ResetPasswordScreen: asking for a link', () => {
  it('titles the page "Reset Password" followed by the product name', () => {
    renderReset();
    expect(document.title).toBe('Reset Password | Naija Market');
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('checks the email address word for word', async () => {
    const { user } = renderReset();
    await user.click(sendButton());
    expect(emailField()).toHaveAccessibleDescription('Email address is required');
    await user.type(emailField(), 'ada@example');
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
    await user.click(sendButton());
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('sends the instructions and says to check the email, with a spam-folder hint', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/forgotpassword'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ response: 'successful', message: 'Password reset email sent successfully' });
      }),
    );
    const { user } = renderReset();
    await user.type(emailField(), 'ada@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByText(/spam/)).toBeInTheDocument();
    expect(await screen.findByText('Password reset instructions sent to your email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it.each([
    [{ response: 'no user found', message: 'x' }, 200, 'No account found with this email address'],
    [{ response: 'Account not active', message: 'x' }, 200, 'Your account is not active. Please verify your account first.'],
    [{ message: 'Too many requests. Please try again in 30 seconds.' }, 429, 'Too many requests. Please try again in 30 seconds.'],
    [{ response: 'something else' }, 200, 'Failed to send reset email'],
  ])('says what %j (%i) means', async (answer, status, message) => {
    server.use(http.post(apiUrl('/forgotpassword'), () => HttpResponse.json(answer, { status })));
    const { user } = renderReset();
    await user.type(emailField(), 'ada@example.com');
    await user.click(sendButton());
    expect(await within(requestForm()).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('goes back to login', async () => {
    const { user } = renderReset();
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('ResetPasswordScreen: the mailed link', () => {
  const newPassword = () => screen.getByLabelText('New password', { selector: 'input' });
  const confirmPassword = () => screen.getByLabelText('Confirm new password', { selector: 'input' });
  const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });

  it('applies the register password rules word for word', async () => {
    const { user } = renderReset('/resetpassword?token=tok123');
    expect(document.title).toBe('Reset Password | Naija Market');
    await user.click(resetButton());
    expect(newPassword()).toHaveAccessibleDescription('Password is required');
    expect(confirmPassword()).toHaveAccessibleDescription('Please confirm password');
    for (const [value, message] of [
      ['Secret1', 'Password must be at least 8 characters'],
      ['secret123', 'Need at least one uppercase letter'],
      ['SECRET123', 'Need at least one lowercase letter'],
      ['SecretSecret', 'Need at least one number'],
    ] as const) {
      await user.clear(newPassword());
      await user.type(newPassword(), value);
      expect(newPassword()).toHaveAccessibleDescription(message);
    }
    await user.clear(newPassword());
    await user.type(newPassword(), 'Secret123');
    await user.type(confirmPassword(), 'Secret124');
    expect(confirmPassword()).toHaveAccessibleDescription('Passwords do not match');
  });

  it('sets the new password and offers Sign In', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/resetpassword'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ response: 'successful', message: MESSAGES.passwordResetComplete });
      }),
    );
    const { user } = renderReset('/resetpassword?token=tok123');
    await user.type(newPassword(), 'Secret123');
    await user.type(confirmPassword(), 'Secret123');
    await user.click(resetButton());
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getAllByText('Your password has been reset. You can now sign in.').length).toBeGreaterThan(0);
    expect(body).toEqual({ token: 'tok123', password: 'Secret123', password_confirm: 'Secret123' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('puts a password the server refuses under its field', async () => {
    server.use(
      http.post(apiUrl('/resetpassword'), () =>
        HttpResponse.json({ message: 'Please fix the errors below', errors: { password: [MESSAGES.passwordTooCommon] } }, { status: 400 }),
      ),
    );
    const { user } = renderReset('/resetpassword?token=tok123');
    await user.type(newPassword(), 'Password1');
    await user.type(confirmPassword(), 'Password1');
    await user.click(resetButton());
    expect(await screen.findByText(MESSAGES.passwordTooCommon)).toBeInTheDocument();
    expect(newPassword()).toHaveAccessibleDescription(MESSAGES.passwordTooCommon);
  });

  it('says an invalid or used link is invalid and offers a new one', async () => {
    server.use(http.post(apiUrl('/resetpassword'), () => HttpResponse.json({ message: MESSAGES.resetLinkInvalid }, { status: 400 })));
    const { user } = renderReset('/resetpassword?token=used');
    await user.type(newPassword(), 'Secret123');
    await user.type(confirmPassword(), 'Secret123');
    await user.click(resetButton());
    const card = await screen.findByRole('button', { name: 'Request a New Link' });
    expect(screen.getAllByText('This reset link is invalid or has expired.').length).toBeGreaterThan(0);
    await user.click(card);
    expect(await screen.findByRole('button', { name: 'Send Reset Instructions' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
  });
});
