/**
 * The view follows the machine: the register graph's paths are replayed
 * against the rendered RegisterScreen. User events become typing (user-event),
 * leaving a field, ticking the terms and pressing Create Account; the
 * registration's outcome becomes the HTTP answer msw gives at /api/register,
 * released step by step. After every step the screen's own actor must be in
 * the step's state and the screen must show it, through an assertion per leaf
 * state; a leaf state without one fails.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  REGISTER_FIELDS,
  registerMachine,
  selectCanSubmit,
  selectFailureNotice,
  selectFieldMessage,
  selectFormErrors,
  type RegisterEvent,
  type RegisterField,
  type RegisterOutcome,
  type RegisterSnapshot,
  type ReferralStatus,
} from '../../src/machines/register';
import { MESSAGES } from '../../src/contract';
import { RegisterScreen } from '../../src/ui/screens/accounts/RegisterScreen';
import { apiUrl, server } from '../setup/msw';
import { registerEventFixtures, registerModel, registerOutputFixtures, registerVariants } from './accounts.models';
import { invokeIds, journey } from './harness';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, leaveField, refusal, renderScreen, screenWalk, typeInto, type Answer } from './view';
import { REGISTER_LABELS } from '../fixtures/register';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const ACTIVATE_MARKER = 'the activation page';


// ---------------------------------------------------------------------------
// What the screen must show in each leaf state.

type LeafAssertion = (snapshot: RegisterSnapshot) => void;

const form = () => screen.getByRole('form', { name: 'Create your account' });
const input = (field: RegisterField) => screen.getByLabelText(REGISTER_LABELS[field], { exact: true, selector: 'input' });
const terms = () => screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
const submitButton = () => within(form()).getByRole('button', { name: /^(Create Account|Creating account\.\.\.)$/ });

/** Every field's value and the one message under it, the terms, the referral code and the alerts above the button. */
function expectForm(snapshot: RegisterSnapshot): void {
  const { context } = snapshot;
  for (const field of REGISTER_FIELDS) {
    expect(input(field)).toHaveValue(context.values[field]);
    expect(input(field)).toHaveAccessibleDescription(selectFieldMessage(snapshot, field) ?? '');
  }
  if (context.termsAccepted) expect(terms()).toBeChecked();
  else expect(terms()).not.toBeChecked();
  expect(terms()).toHaveAccessibleDescription(selectFieldMessage(snapshot, 'terms') ?? '');
  if (context.referralCode) {
    const referral = screen.getByLabelText('Referral code');
    expect(referral).toHaveValue(context.referralCode);
    expect(referral).toHaveAttribute('readonly');
    const applied = snapshot.context.referralStatus === 'applied' ? 'Applied' : undefined;
    expect(referral).toHaveAccessibleDescription([applied, selectFieldMessage(snapshot, 'referral_code')].filter(Boolean).join(' '));
  } else {
    expect(screen.queryByLabelText('Referral code')).toBeNull();
  }
  const alerts = [...selectFormErrors(snapshot), selectFailureNotice(snapshot)].filter((message) => message !== undefined);
  if (alerts.length) expect(within(form()).getByRole('alert')).toHaveTextContent(alerts.join(''));
  else expect(within(form()).queryByRole('alert')).toBeNull();
}

function expectEditable(snapshot: RegisterSnapshot): void {
  expectForm(snapshot);
  expect(submitButton()).toHaveTextContent('Create Account');
  // Offered once the terms are ticked; the rules are checked when it is pressed.
  if (selectCanSubmit(snapshot)) expect(submitButton()).toBeEnabled();
  else expect(submitButton()).toBeDisabled();
}

const leafAssertions: Record<string, LeafAssertion> = {
  'register.form.editing': expectEditable,
  // The refused submission's messages: the server's under their fields, the rest above the button.
  'register.form.failed': expectEditable,
  'register.submitting': (snapshot) => {
    expectForm(snapshot);
    expect(submitButton()).toHaveTextContent('Creating account...');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  },
  'register.registered': ({ context }) => {
    expect(screen.getByText(ACTIVATE_MARKER)).toBeInTheDocument();
    expect(screen.getByText(`at /activate?username=${encodeURIComponent(context.registeredUsername ?? '')}`)).toBeInTheDocument();
  },
};

// ---------------------------------------------------------------------------
// The server side: POST /register answers as docs/api-decisions.md says.

const answers = answerQueue(['register', 'referral'] as const);
const registerIds = invokeIds(registerMachine, 'registerUser');
const referralIds = invokeIds(registerMachine, 'checkReferral');

/** GET /referral/check answers as the status says; a check that failed is a server error. */
function referralAnswer(status: ReferralStatus): Answer {
  if (status === 'unchecked') return () => HttpResponse.json({ message: MESSAGES.serverError }, { status: 500 });
  return () => HttpResponse.json({ code: 'ADA7X', valid: status === 'applied' });
}

function registerAnswer(outcome: RegisterOutcome): Answer {
  if (outcome.ok) return () => HttpResponse.json(outcome.answer, { status: 201 });
  return refusal(outcome, { success: false });
}

// ---------------------------------------------------------------------------
// The walk.

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.') && referralIds.includes(String(event.actorId))) {
    answers.release('referral', referralAnswer(event.output as ReferralStatus));
    return;
  }
  if (event.type.startsWith('xstate.done.actor.')) {
    if (!registerIds.includes(String(event.actorId))) throw new Error(`no HTTP answer for ${event.type}`);
    answers.release('register', registerAnswer(event.output as RegisterOutcome));
    return;
  }
  const registerEvent = event as RegisterEvent;
  switch (registerEvent.type) {
    case 'field.changed':
      return typeInto(user, input(registerEvent.field), registerEvent.value);
    case 'field.blurred':
      return leaveField(user, input(registerEvent.field));
    case 'terms.toggled':
      // Ticking a box to what it already shows is ticking and unticking it.
      if ((terms() as HTMLInputElement).checked === registerEvent.accepted) await user.click(terms());
      return user.click(terms());
    case 'form.submitted':
      return user.click(submitButton());
  }
}

const { walk, walkPath } = screenWalk<RegisterSnapshot>({
  machine: registerMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    const { referralCode } = variant.input as { referralCode?: string };
    renderScreen({
      path: '/register',
      element: <RegisterScreen />,
      entry: referralCode ? `/register?ref=${encodeURIComponent(referralCode)}` : '/register',
      elsewhere: { '/activate': ACTIVATE_MARKER },
    });
  },
});

describe('register screen follows the register machine', () => {
  beforeEach(() => {
    answers.reset();
    server.use(
      http.post(apiUrl('/register'), () => answers.next('register')),
      http.get(apiUrl('/referral/check'), () => answers.next('referral')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(registerMachine, leafAssertions);
  });

  it('shows every step of the generated paths', async () => {
    await expectViewFollowsModel(registerModel, walkPath);
  }, 60_000);

  it('a taken username is said under its field until it is edited, then the account is created', async () => {
    const start = registerVariants.plain;
    const fill = registerEventFixtures['field.changed'].slice(1);
    const [registered, refused] = registerOutputFixtures.registerUser;
    const done = (output: RegisterOutcome) => ({ type: `xstate.done.actor.${registerIds[0] ?? ''}`, actorId: registerIds[0], output });
    const username = fill.find((event) => event.field === 'username');
    if (!username) throw new Error('no username fixture');
    // The model fills each field once; a person may come back to one.
    const path = journey({ ...registerModel, filterEvents: () => true }, start, [
      ...fill,
      { type: 'terms.toggled', accepted: true },
      { type: 'form.submitted' },
      done(refused),
      username,
      { type: 'form.submitted' },
      done(registered),
    ]);
    expect(path.state.value).toBe('registered');
    const failed = path.steps.find((step) => step.state.matches({ form: 'failed' }));
    expect(failed?.state.context.serverErrors).toEqual({ username: MESSAGES.usernameTaken });
    await walk(start, path);
  });
});
