import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { isTraceFile } from '../../src/machines/trace/trace.replay';
import { activatedAccount } from './models/accounts';
import { LoginPage } from './models/LoginPage';
import { Navbar } from './models/Navbar';

test('QA turns tracing on in production and downloads the trace with Ctrl+Alt+Shift+T', async ({ page, request }, testInfo) => {
  const person = await activatedAccount(request);
  await page.addInitScript(() => window.localStorage.setItem('trace', 'on'));
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(person.username, person.password);
  await new Navbar(page).expectSignedIn();

  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+Alt+Shift+T');
  const file = testInfo.outputPath('trace.json');
  await (await download).saveAs(file);
  const trace: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isTraceFile(trace)) throw new Error('the download is not a trace file');

  const machines = trace.entries.flatMap((entry) => (entry.kind === 'actor' && entry.machine ? [entry.machine] : []));
  expect(machines).toEqual(expect.arrayContaining(['app', 'auth']));
  // The login's answer reached the auth actor as recorded (what a replay delivers again).
  const auth = trace.entries.find((entry) => entry.kind === 'actor' && entry.machine === 'auth')?.actor;
  const answers = trace.entries.filter((entry) => entry.kind === 'event' && entry.actor === auth && entry.event.type.startsWith('xstate.done.actor.'));
  expect(answers.length).toBeGreaterThan(0);
  // Secrets stay out of the file: the password (masked in events) and the session token.
  expect(JSON.stringify(trace)).not.toContain(person.password);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'loginToken')?.value;
  expect(token).toBeTruthy();
  expect(JSON.stringify(trace)).not.toContain(String(token));
  const states = trace.entries.flatMap((entry) => (entry.kind === 'snapshot' && entry.value ? [JSON.stringify(entry.value)] : []));
  expect(states.some((state) => state.includes('signedIn'))).toBe(true);
});
