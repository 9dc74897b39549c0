import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastArea } from '../../src/ui/app/ToastArea';
import { InApp } from './inApp';
import { describe, expect, it } from 'vitest';
import { server, apiUrl } from '../setup/msw';
import { RegisterScreen } from '../../src/ui/screens/accounts/RegisterScreen';
import { REGISTER_LABELS } from '../fixtures/register';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderRegister(path = '/register') {
  const user = userEvent.setup();
  render(
    <InApp>
      <MemoryRouter initialEntries={[path]}>
        <ToastArea />
        <Routes>
          <Route path="/register" element={<RegisterScreen />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </InApp>,
  );
  return user;
}


const VALID = {
  first_name: 'Ada',
  last_name: 'Okafor',
  username: 'ada_okafor',
  email: 'ada@example.com',
  phone: '08031234567',
  city: 'Lagos',
  password: 'Secret123',
  password_confirm: 'Secret123',
};

const field = (name: keyof typeof REGISTER_LABELS) => screen.getByLabelText(REGISTER_LABELS[name], { selector: 'input' });

async function fillValid(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof VALID> = {}) {
  for (const [name, value] of Object.entries({ ...VALID, ...values }) as [keyof typeof REGISTER_LABELS, string][]) {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  }
}

const submitButton = () => screen.getByRole('button', { name: 'Create Account' });

describe('RegisterScreen', () => {
  it('shows every field, the third-party sign-up, the terms links, the sign-in link and a copyright line', () => {
    renderRegister();
    for (const name of Object.keys(REGISTER_LABELS) as (keyof typeof REGISTER_LABELS)[]) expect(field(name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sign up with google/i })).toHaveAttribute('href', '/api/auth/google/');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/settings/about#terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/settings/about#privacy-policy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Naija Market`))).toBeInTheDocument();
    expect(screen.queryByLabelText('Referral code')).not.toBeInTheDocument();
  });

  it('keeps Create Account disabled until the terms are ticked', async () => {
    const user = renderRegister();
    expect(submitButton()).toBeDisabled();
    const terms = screen.getByRole('checkbox', { name: /I agree to the/ });
    await user.click(terms);
    expect(submitButton()).toBeEnabled();
    await user.click(terms);
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('You must agree to the terms')).toBeInTheDocument();
  });

  it('shows the required messages of every field word for word', async () => {
    const user = renderRegister();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(field('first_name')).toHaveAccessibleDescription('First name is required');
    expect(field('last_name')).toHaveAccessibleDescription('Last name is required');
    expect(field('username')).toHaveAccessibleDescription('Username is required');
    expect(field('email')).toHaveAccessibleDescription('Email is required');
    expect(field('phone')).toHaveAccessibleDescription('Phone is required');
    expect(field('city')).toHaveAccessibleDescription('City is required');
    expect(field('password')).toHaveAccessibleDescription('Password is required');
    expect(field('password_confirm')).toHaveAccessibleDescription('Please confirm password');
  });

  it.each([
    ['first_name', 'Ada2', 'Please use valid characters only'],
    ['last_name', 'Oka#for', 'Please use valid characters only'],
    ['username', 'ad', 'Username must be 3-30 characters'],
    ['username', 'ada-okafor', 'Username can only contain letters, numbers, and underscores'],
    ['email', 'ada.example.com', 'Enter a valid email'],
    ['phone', '0803-123', 'Enter a valid phone number'],
    ['password', 'Secret1', 'Password must be at least 8 characters'],
    ['password', 'secret123', 'Need at least one uppercase letter'],
    ['password', 'SECRET123', 'Need at least one lowercase letter'],
    ['password', 'SecretSecret', 'Need at least one number'],
    ['password_confirm', 'Secret124', 'Passwords do not match'],
  ] as const)('says %s %j is wrong: %s', async (name, value, message) => {
    const user = renderRegister();
    await fillValid(user, { [name]: value });
    await user.tab();
    expect(field(name)).toHaveAccessibleDescription(message);
  });

  it('shows the referral code read-only, upper-cased and applied, and sends it', async () => {
    let body: unknown;
    server.use(
      http.get(apiUrl('/referral/check'), ({ request }) =>
        HttpResponse.json({ code: new URL(request.url).searchParams.get('code'), valid: true }),
      ),
      http.post(apiUrl('/register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'user registration was successful', username: 'ada_okafor' }, { status: 201 });
      }),
    );
    const user = renderRegister('/register?ref=ab12cd');
    const referral = screen.getByLabelText('Referral code');
    expect(referral).toHaveValue('AB12CD');
    expect(referral).toHaveAttribute('readonly');
    await waitFor(() => expect(referral).toHaveAccessibleDescription('Applied'));
    await user.type(referral, 'zz');
    expect(referral).toHaveValue('AB12CD');
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    await screen.findByTestId('location');
    expect(body).toEqual({
      username: 'ada_okafor',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Okafor',
      password: 'Secret123',
      password_confirm: 'Secret123',
      market_info: { city: 'Lagos', phone: '08031234567' },
      referral_code: 'AB12CD',
    });
  });


  it('says a referral code nobody holds is not valid, never "Applied", and registers without it', async () => {
    let body: unknown;
    server.use(
      http.get(apiUrl('/referral/check'), () => HttpResponse.json({ code: 'NOSUCHCODE', valid: false })),
      http.post(apiUrl('/register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'user registration was successful', username: 'ada_okafor' }, { status: 201 });
      }),
    );
    const user = renderRegister('/register?ref=nosuchcode');
    const referral = screen.getByLabelText('Referral code');
    await waitFor(() => expect(referral).toHaveAccessibleDescription('This referral code is not valid.'));
    expect(screen.queryByText('Applied')).toBeNull();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    await screen.findByTestId('location');
    expect(body).not.toHaveProperty('referral_code');
  });
  it('goes on to activation with a toast after registering', async () => {
    server.use(
      http.post(apiUrl('/register'), () =>
        HttpResponse.json({ success: true, message: 'user registration was successful', username: 'ada_okafor' }, { status: 201 }),
      ),
    );
    const user = renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByTestId('location')).toHaveTextContent('/activate?username=ada_okafor');
    expect(await screen.findByText('Registration successful. Please verify your account.')).toBeInTheDocument();
  });

  it('puts server field errors under their fields and non-field errors above the button', async () => {
    server.use(
      http.post(apiUrl('/register'), () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Please fix the errors below',
            errors: {
              username: ['A user with that username already exists.'],
              email: ['A user with that email already exists.'],
              market_info: { city: ['City is required'], phone: ['Enter a valid phone number'] },
              non_field_errors: ['Registration is closed for this region.'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Please fix the errors below')).toBeInTheDocument();
    expect(field('username')).toHaveAccessibleDescription('A user with that username already exists.');
    expect(field('email')).toHaveAccessibleDescription('A user with that email already exists.');
    expect(field('city')).toHaveAccessibleDescription('City is required');
    expect(field('phone')).toHaveAccessibleDescription('Enter a valid phone number');
    const form = screen.getByRole('form', { name: 'Create your account' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Registration is closed for this region.');
    await user.type(field('username'), '2');
    expect(field('username')).not.toHaveAccessibleDescription('A user with that username already exists.');
  });

  it('says a network failure in the register words', async () => {
    server.use(http.post(apiUrl('/register'), () => HttpResponse.error()));
    const user = renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    const form = screen.getByRole('form', { name: 'Create your account' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Network error. Please check your connection and try again.');
  });

  it('says the registration failed on any other answer', async () => {
    server.use(http.post(apiUrl('/register'), () => HttpResponse.json({ message: 'Internal' }, { status: 500 })));
    const user = renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submitButton());
    const form = screen.getByRole('form', { name: 'Create your account' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
    await waitFor(() => expect(screen.getAllByText('Registration failed. Please try again.')).toHaveLength(2));
  });
});
