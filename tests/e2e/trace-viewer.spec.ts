import { readFileSync } from 'node:fs';
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/traced';
import { isTraceFile } from '../../src/trace/trace.replay';
import { activatedAccount } from './models/accounts';
import { LoginPage } from './models/LoginPage';
import { Navbar } from './models/Navbar';

/** Downloads the trace as QA does (tracing on, Ctrl+Alt+Shift+T) and saves it under its suggested name. */
async function downloadTrace(page: Page, testInfo: TestInfo): Promise<string> {
  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+Alt+Shift+T');
  const saved = await download;
  const file = testInfo.outputPath(saved.suggestedFilename());
  await saved.saveAs(file);
  expect(isTraceFile(JSON.parse(readFileSync(file, 'utf8')))).toBe(true);
  return file;
}

test('QA opens a journey’s trace in the viewer, steps to the sign-in and sees the state highlighted in the chart', async ({ page, request }, testInfo) => {
  const person = await activatedAccount(request);
  await page.addInitScript(() => window.localStorage.setItem('trace', 'on'));
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(person.username, person.password);
  await new Navbar(page).expectSignedIn();
  const file = await downloadTrace(page, testInfo);

  await page.goto('/dev/traces');
  await page.getByLabel('Trace file').setInputFiles(file);
  await expect(page.getByText('The replay reached every recorded state.')).toBeVisible();

  const auth = page.getByRole('list', { name: /^auth\b.* events$/ });
  await auth.getByRole('button', { name: /login\.submitted/ }).first().click();
  const step = page.getByRole('region', { name: 'Step' });
  await expect(step.locator('[data-part="event"]')).toHaveText('login.submitted');
  await expect(step.locator('[data-part="state"]')).toHaveText('"signingIn"');
  // Mermaid drew the auth chart with signingIn, and only it, highlighted.
  const highlighted = page.locator('[data-part="drawing"] svg g.active');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText('signingIn');

  // One step on, the answer arrived and auth is signed in: the highlight moves into signedIn.
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(step.locator('[data-part="state"]')).toContainText('signedIn');
  await expect(highlighted).not.toContainText('signingIn');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy replay command' }).click();
  await expect(page.getByText('Command copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^npm run replay -- \S+\.json$/);
});
