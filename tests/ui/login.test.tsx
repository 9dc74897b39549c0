import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { fillTemplate, MESSAGES } from '../../src/contract';
import { readSession } from '../../src/services/cookies';
import { server } from '../setup/msw';
import { aliceLogin, answerCurrentUser, pathOf, renderApp } from './routes.render';

function fields() {
  return {
    username: screen.getByLabelText('Username or email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

describe('LoginScreen', () => {
  test('shows the page with its links', () => {
    renderApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(document.title).toBe('Sign In | Naija Market');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/resetpassword');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    // A full-page visit to the server, which answers for itself.
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/api/auth/google/');
  });

  test('an empty submission shows the required messages word for word and sends nothing', async () => {
    const { user } = renderApp('/login');
    await user.click(fields().submit);
    expect(screen.getByText('Username or email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fields().username).toHaveAttribute('aria-invalid', 'true');
    expect(fields().username).toHaveAccessibleDescription('Username or email is required');
    expect(fields().password).toHaveAccessibleDescription('Password is required');
  });

  test('a field shows its message once it was left', async () => {
    const { user } = renderApp('/login');
    await user.click(fields().username);
    expect(screen.queryByText('Username or email is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Username or email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  test('a short password says it needs 6 characters', async () => {
    const { user } = renderApp('/login');
    await user.type(fields().username, 'alice');
    await user.type(fields().password, 'abc');
    await user.click(fields().submit);
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('Username or email is required')).not.toBeInTheDocument();
  });

  test('the password can be shown and hidden', async () => {
    const { user } = renderApp('/login');
    expect(fields().password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(fields().password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(fields().password).toHaveAttribute('type', 'password');
  });

  test("signs in, says 'Login successful!' and goes home", async () => {
    let body: unknown;
    server.use(
      http.post('/api/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(aliceLogin);
      }),
    );
    answerCurrentUser();
    const { user, router } = renderApp('/login');
    await user.type(fields().username, ' ALICE ');
    await user.type(fields().password, 'secret-pass');
    await user.click(fields().submit);
    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    expect(body).toMatchObject({ username: 'alice', password: 'secret-pass' });
    expect(readSession()).toEqual({ token: aliceLogin.token, username: 'alice' });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  test('shows the server message of a refused login, and clears it on edit', async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ message: MESSAGES.invalidCredentials }, { status: 400 })));
    const { user } = renderApp('/login');
    await user.type(fields().username, 'alice');
    await user.type(fields().password, 'wrong-pass');
    await user.click(fields().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
    await user.type(fields().password, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a suspended account is told why and until when, and stays signed out', async () => {
    const suspended = fillTemplate(MESSAGES.accountSuspended, { until: '2026-12-03', reason: 'Scams buyers' });
    server.use(http.post('/api/login', () => HttpResponse.json({ message: suspended }, { status: 403 })));
    const { user, router } = renderApp('/login');
    await user.type(fields().username, 'alice');
    await user.type(fields().password, 'secret-pass');
    await user.click(fields().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(suspended);
    expect(pathOf(router)).toBe('/login');
    expect(readSession()).toBeNull();
  });

  test('an unverified account goes to /activate?username=', async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ message: 'inactive user', username: 'bola' }, { status: 403 })));
    const { user, router } = renderApp('/login');
    await user.type(fields().username, 'Bola');
    await user.type(fields().password, 'secret-pass');
    await user.click(fields().submit);
    await waitFor(() => expect(pathOf(router)).toBe('/activate?username=bola'));
    expect(readSession()).toBeNull();
  });

  test('the button says it is busy while the request runs', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('/api/login', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: MESSAGES.invalidCredentials }, { status: 400 });
      }),
    );
    const { user } = renderApp('/login');
    await user.type(fields().username, 'alice');
    await user.type(fields().password, 'secret-pass');
    await user.click(fields().submit);
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidCredentials);
  });
});
