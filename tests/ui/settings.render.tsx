import { http, HttpResponse } from 'msw';
import { MESSAGES, type CurrentUser } from '../../src/contract';
import { writeSession } from '../../src/services/cookies';
import { aliceLogin, currentUserOf } from '../machines/auth.fixtures';
import { server } from '../setup/msw';

export type SentUpdate = { kind: 'json'; body: Record<string, unknown> } | { kind: 'picture'; field: string };

/** Answers a JSON /updatedata body: undefined lets the fake server save it. */
export type UpdateAnswerer = (body: Record<string, unknown>) => Response | undefined | Promise<Response | undefined>;

/** Alice's password as the fake server knows it: a password change must name it. */
export const ALICE_PASSWORD = 'alice-old-secret';

const PICTURE_MESSAGE: Record<string, string> = {
  profileimg: MESSAGES.pictureUpdated,
  coverimg: MESSAGES.pictureUpdated,
  wallpaper: MESSAGES.wallpaperUpdated,
};

function savedBy(current: CurrentUser, body: Record<string, unknown>): { user: CurrentUser; message: string } {
  if ('display_bio' in body) return { user: { ...current, display_bio: Boolean(body.display_bio) }, message: MESSAGES.updatedSuccessfully };
  if ('wallet' in body) {
    const wallet = body.wallet as { is_activated: boolean };
    return { user: { ...current, wallet: { is_activated: wallet.is_activated } }, message: MESSAGES.updatedSuccessfully };
  }
  if ('password' in body) return { user: current, message: MESSAGES.passwordUpdated };
  if ('user_chat_setting' in body) {
    const setting = body.user_chat_setting as { background_color: string };
    return { user: { ...current, background_color: setting.background_color.toUpperCase() }, message: MESSAGES.chatColorUpdated };
  }
  const names = body as { first_name: string; last_name: string; email: string; profile: Partial<CurrentUser> };
  return {
    user: {
      ...current,
      ...names.profile,
      user: { ...current.user, first_name: names.first_name, last_name: names.last_name, email: names.email },
    },
    message: MESSAGES.profileUpdated,
  };
}

/** The server's refusal of a password change without Alice's current password; undefined when it is right. */
function refusedPasswordChange(body: Record<string, unknown>): Response | undefined {
  if (!('password' in body)) return undefined;
  if (body.current_password === ALICE_PASSWORD) return undefined;
  const message = body.current_password ? MESSAGES.currentPasswordWrong : MESSAGES.currentPasswordRequired;
  return HttpResponse.json({ message, errors: { current_password: [message] } }, { status: 400 });
}

/**
 * Signs `alice` in and serves her details and POST /updatedata like the server: a save changes what the next
 * GET /fetchcurruserdetails answers. `sent` lists every update in order; `loads()` counts the details fetched.
 */
export function settingsServer(overrides: Partial<CurrentUser> = {}, answer: UpdateAnswerer = () => undefined) {
  writeSession({ token: aliceLogin.token, username: 'alice' });
  let current: CurrentUser = { ...currentUserOf('alice'), ...overrides };
  let loads = 0;
  const sent: SentUpdate[] = [];
  server.use(
    http.get('/api/fetchcurruserdetails', () => {
      loads += 1;
      return HttpResponse.json({ currentuser: current });
    }),
    http.post('/api/updatedata', async ({ request }) => {
      if ((request.headers.get('content-type') ?? '').includes('multipart')) {
        const form = await request.formData();
        // jsdom's file does not cross into Node's fetch intact (name and bytes are lost): only the field is told.
        const [field] = [...form.keys()];
        sent.push({ kind: 'picture', field: field ?? '' });
        const url = `/media/${field ?? ''}/new-800.webp`;
        if (field) current = { ...current, [field]: url };
        return HttpResponse.json({ response: 'successful', message: PICTURE_MESSAGE[field ?? ''] ?? '', field, url });
      }
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ kind: 'json', body });
      const answered = (await answer(body)) ?? refusedPasswordChange(body);
      if (answered) return answered;
      const { user, message } = savedBy(current, body);
      current = user;
      const extra = 'user_chat_setting' in body ? { background_color: user.background_color } : {};
      return HttpResponse.json({ response: 'successful', message, ...extra });
    }),
  );
  return { sent, loads: () => loads, current: () => current };
}

/** A file the pickers take (image/png, 2 KB unless told). */
export function pictureFile(name = 'photo.png', bytes = 2048, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
