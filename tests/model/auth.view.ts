/** What the client must show in each leaf state of the auth machine, for the walk in auth.view.test.tsx. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { authMachine, type AuthContext } from '../../src/machines/auth';
import type { TestRouter } from '../ui/routes.render';
import { expectLeaves, transient } from './view';

export type Rendered = { router: TestRouter };
type LeafAssertion = (context: AuthContext, view: Rendered, previous: AnyMachineSnapshot | undefined) => void;

export const navbar = () => within(screen.getByRole('navigation', { name: 'Main' }));
export const pathOf = ({ router }: Rendered) => `${router.state.location.pathname}${router.state.location.search}`;
export const loginForm = () => screen.getByRole('form', { name: 'Sign in' });

function expectSignedOutNavbar(): void {
  expect(navbar().queryByRole('button', { name: 'Logout' })).toBeNull();
  expect(navbar().getByRole('link', { name: /^Sign (In|Up)$/ })).toBeInTheDocument();
}

function expectSignedInNavbar(context: AuthContext, view: Rendered): void {
  expect(navbar().getByRole('button', { name: 'Logout' })).toBeEnabled();
  expect(navbar().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/profile/${context.session?.username ?? ''}`);
  expect(pathOf(view)).not.toMatch(/^\/login/);
}

const onMarketplace = (view: Rendered) => view.router.state.location.pathname === '/';
const createPostInput = () => screen.queryByRole('textbox', { name: 'Create a post' });

/** The logout's word is said in the toast area as a session ends (the walk closes toasts between steps). */
function expectLoggedOutToast(context: AuthContext, previous: AnyMachineSnapshot | undefined): void {
  const sessionJustEnded = previous?.matches('signedIn') || previous?.matches('signingOut');
  if (context.notice === MESSAGES.loggedOut && sessionJustEnded) expect(screen.getByText(MESSAGES.loggedOut)).toBeInTheDocument();
}

export const leafAssertions: Record<string, LeafAssertion> = {
  // Eventless: decided from the input before the first render, so the client never shows it.
  'auth.restoring': transient('restoring'),
  'auth.signedOut': (context, view, previous) => {
    expectSignedOutNavbar();
    expectLoggedOutToast(context, previous);
    if (context.pendingActivation) {
      expect(pathOf(view)).toBe(`/activate?username=${context.pendingActivation}`);
      expect(screen.getByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
      return;
    }
    if (view.router.state.location.pathname !== '/login') return;
    expect(within(loginForm()).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    if (context.loginError) expect(within(loginForm()).getByRole('alert')).toHaveTextContent(context.loginError);
    else expect(within(loginForm()).queryByRole('alert')).toBeNull();
  },
  'auth.signingIn': (_context, view) => {
    expect(pathOf(view)).toBe('/login');
    const busy = within(loginForm()).getByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  },
  'auth.signedIn.currentUser.loading': (context, view) => {
    expectSignedInNavbar(context, view);
    if (onMarketplace(view)) expect(screen.getByText('Loading your profile...')).toBeInTheDocument();
  },
  'auth.signedIn.currentUser.ready': (context, view) => {
    expectSignedInNavbar(context, view);
    // The loaded details open the create-post bar.
    if (onMarketplace(view)) expect(createPostInput()).toBeInTheDocument();
  },
  // The session stands without the details: the navbar works, the create-post bar stays away.
  'auth.signedIn.currentUser.unavailable': (context, view) => {
    expectSignedInNavbar(context, view);
    if (onMarketplace(view)) expect(createPostInput()).toBeNull();
  },
  'auth.signingOut': (_context, view) => {
    expectSignedOutNavbar();
    expect(pathOf(view)).toBe('/');
  },
};

export function expectView(snapshot: AnyMachineSnapshot, view: Rendered, previous?: AnyMachineSnapshot): void {
  expectLeaves(authMachine, leafAssertions, snapshot, (assertion) => assertion(snapshot.context as AuthContext, view, previous));
}
