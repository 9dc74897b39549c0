import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { readSession } from '../../src/services/cookies';
import { server } from '../setup/msw';
import { pathOf, renderApp } from './routes.render';
import { ALICE_PASSWORD, pictureFile, settingsServer, type UpdateAnswerer } from './settings.render';

async function openProfileSettings(answer?: UpdateAnswerer, overrides = {}) {
  const fake = settingsServer(overrides, answer);
  const view = renderApp('/settings/profile');
  await screen.findByRole('form', { name: 'Personal Information' });
  return { ...fake, ...view };
}

const personalForm = () => screen.getByRole('form', { name: 'Personal Information' });
const passwordForm = () => screen.getByRole('form', { name: 'Change Password' });
const section = (name: string) => screen.getByRole('region', { name });
const choose = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('/settings/profile', () => {
  it('shows a spinner, then the photos, the forms and the switches filled from the saved details', async () => {
    settingsServer({ display_bio: true });
    renderApp('/settings/profile');
    expect(screen.getByRole('status', { name: 'Loading your settings' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Personal Information' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    for (const name of ['Cover Photo', 'Profile Photo', 'Change Password', 'General Settings']) expect(section(name)).toBeInTheDocument();
    const form = within(personalForm());
    expect(form.getByLabelText('First name *')).toHaveValue('Alice');
    expect(form.getByLabelText('Email *')).toHaveValue('alice@example.com');
    expect(form.getByLabelText('Phone')).toHaveValue('+2348012345678');
    expect(screen.getByRole('switch', { name: 'Display bio' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Activate wallet' })).toHaveAttribute('aria-checked', 'false');
    expect(document.title).toMatch(/^Settings/);
  });

  it('refuses a form without a first name: Please fill in all required fields', async () => {
    const { user, sent } = await openProfileSettings();
    await user.clear(within(personalForm()).getByLabelText('First name *'));
    await user.click(within(personalForm()).getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText(MESSAGES.fillAllRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('colours the e-mail and phone as they are typed', async () => {
    const { user } = await openProfileSettings();
    const email = within(personalForm()).getByLabelText('Email *');
    expect(email).toHaveAttribute('data-tone', 'valid');
    await user.type(email, '@');
    expect(email).toHaveAttribute('data-tone', 'invalid');
    expect(within(personalForm()).getByText(MESSAGES.validEmail)).toBeInTheDocument();
    const phone = within(personalForm()).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '0801');
    expect(phone).toHaveAttribute('data-tone', 'invalid');
    await user.type(phone, '2345678');
    expect(phone).toHaveAttribute('data-tone', 'valid');
  });

  it('saves the personal data (Updating... meanwhile), says so and shows the reloaded details', async () => {
    const { user, sent, loads } = await openProfileSettings(async () => {
      await delay(100);
      return undefined;
    });
    const form = within(personalForm());
    await user.clear(form.getByLabelText('City'));
    await user.type(form.getByLabelText('City'), 'Ikeja');
    await user.click(form.getByRole('button', { name: 'Update Profile' }));
    expect(await form.findByRole('button', { name: MESSAGES.updating })).toBeDisabled();
    await waitFor(() => expect(form.getByText(MESSAGES.profileUpdated)).toBeInTheDocument());
    expect(sent).toEqual([
      {
        kind: 'json',
        body: {
          first_name: 'Alice',
          last_name: 'Okafor',
          email: 'alice@example.com',
          profile: { dob: '', state: 'Lagos', nationality: '', city: 'Ikeja', bio: '', address: '', phone: '+2348012345678' },
        },
      },
    ]);
    await waitFor(() => expect(loads()).toBe(2));
    expect(form.getByLabelText('City')).toHaveValue('Ikeja');
    expect(form.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  });

  it("shows the server's refusal in the banner", async () => {
    const { user } = await openProfileSettings(() => HttpResponse.json({ message: MESSAGES.emailTaken, errors: { email: [MESSAGES.emailTaken] } }, { status: 400 }));
    await user.click(within(personalForm()).getByRole('button', { name: 'Update Profile' }));
    expect(await within(personalForm()).findByRole('alert')).toHaveTextContent(MESSAGES.emailTaken);
  });

  it('colours the new password by length, checks the verification live and refuses mismatches', async () => {
    const { user, sent } = await openProfileSettings();
    const form = within(passwordForm());
    await user.type(form.getByLabelText('Current password'), ALICE_PASSWORD);
    const newPassword = form.getByLabelText('New password');
    await user.type(newPassword, 'abcde');
    expect(newPassword).toHaveAttribute('data-strength', 'weak');
    await user.type(newPassword, 'f');
    expect(newPassword).toHaveAttribute('data-strength', 'fair');
    await user.type(newPassword, 'ghij');
    expect(newPassword).toHaveAttribute('data-strength', 'strong');
    await user.type(form.getByLabelText('Verify new password'), 'abcdefghi');
    expect(form.getByText(MESSAGES.passwordsDontMatch)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    await user.type(form.getByLabelText('Verify new password'), 'j');
    expect(form.getByLabelText('Verify new password')).toHaveAttribute('data-tone', 'match');
    await user.type(newPassword, 'k');
    expect(form.getByLabelText('Verify new password')).toHaveValue('');
    expect(sent).toEqual([]);
  });

  it('changes the password with the current one, says so and empties the form', async () => {
    const { user, sent } = await openProfileSettings();
    const form = within(passwordForm());
    await user.type(form.getByLabelText('Current password'), ALICE_PASSWORD);
    await user.type(form.getByLabelText('New password'), 'a-new-secret');
    await user.type(form.getByLabelText('Verify new password'), 'a-new-secret');
    await user.click(form.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(MESSAGES.passwordUpdated));
    expect(sent).toEqual([{ kind: 'json', body: { current_password: ALICE_PASSWORD, password: 'a-new-secret' } }]);
    expect(form.getByLabelText('Current password')).toHaveValue('');
    expect(form.getByLabelText('New password')).toHaveValue('');
  });

  it('asks for the current password before sending, and shows the refusal of a wrong one', async () => {
    const { user, sent } = await openProfileSettings();
    const form = within(passwordForm());
    await user.type(form.getByLabelText('New password'), 'a-new-secret');
    await user.type(form.getByLabelText('Verify new password'), 'a-new-secret');
    await user.click(form.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(form.getByLabelText('Current password'), 'not-my-password');
    await user.click(form.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordWrong));
    expect(form.getByLabelText('New password')).toHaveValue('a-new-secret');
  });

  it('says Please select an image first on Update without a photo', async () => {
    const { user, sent } = await openProfileSettings();
    await user.click(within(section('Cover Photo')).getByRole('button', { name: 'Update Cover Photo' }));
    expect(await screen.findByText(MESSAGES.noImageSelected)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it.each([
    ['a file that is not an image', pictureFile('notes.txt', 10, 'text/plain'), MESSAGES.notAnImage],
    ['an image over 1MB', pictureFile('huge.png', 1024 * 1024 + 1), MESSAGES.imageOver1MB],
  ])('refuses %s', async (_, file, message) => {
    await openProfileSettings();
    choose('Choose profile photo', file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(section('Profile Photo')).queryByText(/^Selected:/)).not.toBeInTheDocument();
  });

  it('keeps a chosen cover photo until Update, then saves it and shows the new one', async () => {
    const { user, sent } = await openProfileSettings();
    const cover = within(section('Cover Photo'));
    choose('Choose cover photo', pictureFile('beach.png'));
    expect(cover.getByRole('status')).toHaveTextContent(MESSAGES.imageSelected);
    expect(cover.getByText('Selected: beach.png')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(cover.getByRole('button', { name: 'Update Cover Photo' }));
    await waitFor(() => expect(cover.getByRole('status')).toHaveTextContent(MESSAGES.pictureUpdated));
    expect(sent).toEqual([{ kind: 'picture', field: 'coverimg' }]);
    await waitFor(() => expect(cover.getByRole('img', { name: 'Cover Photo' })).toHaveAttribute('src', '/media/coverimg/new-800.webp'));
    expect(cover.queryByText('Selected: beach.png')).not.toBeInTheDocument();
  });

  it('flips display_bio and the wallet and saves each at once', async () => {
    const { user, sent, current } = await openProfileSettings();
    await user.click(screen.getByRole('switch', { name: 'Display bio' }));
    await waitFor(() => expect(within(section('General Settings')).getByRole('status')).toHaveTextContent(MESSAGES.updatedSuccessfully));
    expect(screen.getByRole('switch', { name: 'Display bio' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('switch', { name: 'Activate wallet' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Activate wallet' })).toHaveAttribute('aria-checked', 'true'));
    expect(sent).toEqual([
      { kind: 'json', body: { display_bio: true } },
      { kind: 'json', body: { wallet: { is_activated: true } } },
    ]);
    await waitFor(() => expect(current().wallet.is_activated).toBe(true));
  });
});

describe('/settings/profile: Sessions', () => {
  const listed = (id: number, device: string, location: string, current = false) => ({
    id,
    device,
    location,
    created_at: '2026-03-01T09:00:00.000Z',
    last_used_at: new Date().toISOString(),
    current,
  });

  /** Alice signed in on this browser and on two phones with the same device string; sign-outs answered like the server. */
  async function openSessions() {
    let sessions = [listed(3, 'Linux Firefox', '127.0.0.1', true), listed(2, 'iPhone Safari', 'Lagos, Nigeria'), listed(1, 'iPhone Safari', '10.0.0.7')];
    const signedOut: string[] = [];
    server.use(
      http.get('/api/sessions', () => HttpResponse.json({ sessions })),
      http.post('/api/sessions/:id/signout', ({ params }) => {
        signedOut.push(String(params.id));
        sessions = sessions.filter((session) => String(session.id) !== params.id);
        return HttpResponse.json({ message: MESSAGES.sessionSignedOut });
      }),
      http.post('/api/sessions/signout-others', () => {
        signedOut.push('others');
        sessions = sessions.filter((session) => session.current);
        return HttpResponse.json({ message: MESSAGES.otherSessionsSignedOut });
      }),
      http.post('/api/logout', () => {
        signedOut.push('logout');
        return HttpResponse.json({ message: MESSAGES.loggedOut });
      }),
    );
    const view = await openProfileSettings();
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    await within(list).findAllByRole('listitem');
    return { ...view, list, signedOut };
  }

  it('lists every session with its device, where from and when, marking this device', async () => {
    const { list } = await openSessions();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Linux Firefox (this device)');
    expect(items[0]).toHaveTextContent('127.0.0.1');
    expect(items[1]).toHaveTextContent('Lagos, Nigeria');
    expect(items[2]).toHaveTextContent(/Last used just now/);
    expect(section('Sessions')).toBeInTheDocument();
  });

  it('signs out another session and takes it off the list', async () => {
    const { user, list, signedOut } = await openSessions();
    const phone = within(list).getAllByRole('listitem')[2];
    if (!phone) throw new Error('no third session');
    await user.click(within(phone).getByRole('button', { name: 'Sign out iPhone Safari' }));
    expect(await screen.findByText(MESSAGES.sessionSignedOut)).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(signedOut).toEqual(['1']);
  });

  it('signs out of all other sessions, keeping this one', async () => {
    const { user, list, signedOut } = await openSessions();
    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    expect(await screen.findByText(MESSAGES.otherSessionsSignedOut)).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).not.toBeInTheDocument();
    expect(signedOut).toEqual(['others']);
  });

  it('signing out this device logs out', async () => {
    const { user, list, signedOut, router } = await openSessions();
    const mine = within(list).getAllByRole('listitem')[0];
    if (!mine) throw new Error('no session');
    await user.click(within(mine).getByRole('button', { name: 'Sign out Linux Firefox' }));
    expect(await screen.findByText(MESSAGES.loggedOut)).toBeInTheDocument();
    expect(pathOf(router)).toBe('/');
    expect(readSession()).toBeNull();
    expect(signedOut).toEqual(['logout']);
  });
});
