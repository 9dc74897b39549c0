import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/traced';
import { findMachine } from '../../src/machines/registry';
import { formatReport, isTraceFile, replayTrace, type ActorReplay, type ReplayReport } from '../../src/trace/trace.replay';
import type { TraceFile } from '../../src/trace/trace.types';
import { activatedAccount, registeredAccount } from './models/accounts';
import { LoginPage } from './models/LoginPage';
import { Mailbox } from './models/Mailbox';
import { Navbar } from './models/Navbar';
import { VerifyPage } from './models/VerifyPage';

/** Turns recording on in the production build, as QA does (localStorage trace=on before the app loads). */
async function traceOn(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('trace', 'on'));
}

/** Downloads the trace with Ctrl+Alt+Shift+T and reads it back. */
async function downloadTrace(page: Page, testInfo: TestInfo): Promise<{ file: string; trace: TraceFile }> {
  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+Alt+Shift+T');
  const file = testInfo.outputPath('trace.json');
  await (await download).saveAs(file);
  const trace: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isTraceFile(trace)) throw new Error('the download is not a trace file');
  return { file, trace };
}

/** Replays the trace in-process against today's machines (the state path is attached); every replayed actor must reach its recorded states. */
async function replay(trace: TraceFile, testInfo: TestInfo): Promise<ReplayReport> {
  const report = replayTrace(trace, findMachine);
  const text = formatReport(report);
  await testInfo.attach('replay.txt', { body: text });
  expect(report.actors.filter((actor) => actor.status === 'failed'), text).toEqual([]);
  expect(report.ok, text).toBe(true);
  return report;
}

function passed(report: ReplayReport, machine: string): ActorReplay[] {
  return report.actors.filter((actor) => actor.machine === machine && actor.status === 'passed');
}

const stateText = (actor: ActorReplay) => actor.steps.map((step) => JSON.stringify(step.actual));

test('QA turns tracing on in production and downloads the trace with Ctrl+Alt+Shift+T', async ({ page, request }, testInfo) => {
  const person = await activatedAccount(request);
  await traceOn(page);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(person.username, person.password);
  await new Navbar(page).expectSignedIn();

  const { trace } = await downloadTrace(page, testInfo);
  const machines = trace.entries.flatMap((entry) => (entry.kind === 'actor' && entry.machine ? [entry.machine] : []));
  expect(machines).toEqual(expect.arrayContaining(['app', 'auth', 'loginForm']));
  // The login's answer reached the auth actor as recorded (what a replay delivers again).
  const auth = trace.entries.find((entry) => entry.kind === 'actor' && entry.machine === 'auth')?.actor;
  const answers = trace.entries.filter((entry) => entry.kind === 'event' && entry.actor === auth && entry.event.type.startsWith('xstate.done.actor.'));
  expect(answers.length).toBeGreaterThan(0);
  // Secrets stay out of the file: the password (masked in events and form fields) and the session token.
  expect(JSON.stringify(trace)).not.toContain(person.password);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'loginToken')?.value;
  expect(token).toBeTruthy();
  expect(JSON.stringify(trace)).not.toContain(String(token));
  const states = trace.entries.flatMap((entry) => (entry.kind === 'snapshot' && entry.value ? [JSON.stringify(entry.value)] : []));
  expect(states.some((state) => state.includes('signedIn'))).toBe(true);
  // Watching the cookies fills no buffer: nothing is recorded while they stay as they are.
  expect(trace.entries.some((entry) => entry.kind === 'event' && entry.event.type === 'cookies.changed')).toBe(false);

  const report = await replay(trace, testInfo);
  const [authReplay] = passed(report, 'auth');
  if (!authReplay) throw new Error('the auth actor was not replayed');
  // The form's submission reached auth in the trace, so the replay signs in again.
  expect(authReplay.steps.map((step) => step.event)).toContain('login.submitted');
  expect(stateText(authReplay).some((state) => state.includes('signedIn'))).toBe(true);
  expect(passed(report, 'loginForm').length).toBeGreaterThan(0);
});

test('a traced session (activation, sign in, pages, logout) replays to every recorded state, also with npm run replay', async ({
  page,
  request,
}, testInfo) => {
  const mailbox = new Mailbox();
  const since = Date.now();
  const person = await registeredAccount(request);
  const code = await mailbox.activationCode(person.email, since);
  await traceOn(page);

  // An unverified account is sent to activation, verifies there, and comes back to sign in.
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(person.username, person.password);
  await expect(page).toHaveURL(new RegExp(`/activate\\?username=${person.username}$`));
  const verify = new VerifyPage(page);
  await verify.verify(code);
  await verify.signInNow();
  await login.signIn(person.username, person.password);
  await expect(page).toHaveURL(/\/$/);
  const navbar = new Navbar(page);
  await navbar.expectSignedIn();

  // A page that does not exist, reached inside the app (the not-found countdown runs a few ticks), then the
  // chats and the notifications, then home and out.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no/such/page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(/Redirecting to the home page in 8 seconds/)).toBeVisible();
  await navbar.root.getByRole('link', { name: 'Chats' }).click();
  await expect(page.getByRole('heading', { name: /Messages/ })).toBeVisible();
  await navbar.root.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notification$/);
  await navbar.root.getByRole('link', { name: 'Marketplace' }).click();
  await expect(page).toHaveURL(/\/$/);
  // One toast at a time, over the navbar's right end: the queued ones (verified, signed in) close by
  // themselves while not hovered, and make way for the logout's.
  await page.mouse.move(10, 790);
  await expect(page.getByText('Login successful!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Login successful!')).toBeHidden();
  await navbar.logOut();

  const { file, trace } = await downloadTrace(page, testInfo);
  expect(trace.dropped).toBe(0);
  expect(JSON.stringify(trace)).not.toContain(person.password);

  const report = await replay(trace, testInfo);
  const [authReplay] = passed(report, 'auth');
  if (!authReplay) throw new Error('the auth actor was not replayed');
  const events = authReplay.steps.map((step) => step.event);
  expect(events.filter((type) => type === 'login.submitted')).toHaveLength(2);
  expect(events).toContain('user.logoutRequested');
  expect(stateText(authReplay)).toEqual(expect.arrayContaining(['{"signedIn":{"currentUser":"ready"}}', '"signingOut"']));
  expect(authReplay.steps.at(-1)?.actual).toBe('signedOut');

  expect(passed(report, 'app')).toHaveLength(1);
  expect(passed(report, 'loginForm').length).toBeGreaterThanOrEqual(2);
  const [verifyReplay] = passed(report, 'verify');
  expect(verifyReplay?.steps.at(-1)?.actual).toBe('verified');
  const notFound = passed(report, 'notFound');
  expect(notFound.length).toBeGreaterThan(0);
  // The countdown's timers fired in the replay where they fired in the browser.
  expect(notFound.some((actor) => actor.steps.some((step) => step.event.startsWith('xstate.after.')))).toBe(true);

  // The command QA runs on a downloaded file says the same.
  const cli = spawnSync('npx', ['tsx', 'scripts/replay-trace.ts', file], { encoding: 'utf8', timeout: 60_000 });
  expect(cli.stderr).not.toContain('document is not defined');
  expect(cli.stdout).toContain('Replay reached every recorded state');
  expect(cli.status).toBe(0);
});
