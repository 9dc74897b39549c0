import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** The page behind the app in each scheme (--color-page): the scheme the system asks for is the one drawn. */
const pageBackground: Record<ColorScheme, string> = { light: 'rgb(245, 247, 242)', dark: 'rgb(16, 20, 13)' };

export async function expectScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await expect(page.locator('body')).toHaveCSS('background-color', pageBackground[scheme]);
}

/** The screen as the page's viewport shows it, in test-results/screenshots/{scheme}-{width}x{height}-{name}.png. */
export async function screenshot(page: Page, scheme: ColorScheme, name: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('a screenshot is named by its viewport: the page needs one');
  await page.screenshot({ path: resolve('test-results', 'screenshots', `${scheme}-${viewport.width}x${viewport.height}-${name}.png`) });
}
