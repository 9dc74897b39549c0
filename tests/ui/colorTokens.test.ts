import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { contrastRatio, parseHex } from '../../src/ui/format';

const css = readFileSync(resolve(__dirname, '../../src/ui/styles/global.css'), 'utf8');

/** The hex colour tokens declared in a block of global.css. */
function hexTokens(block: string): Map<string, string> {
  return new Map([...block.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{3,6})\b/gi)].map(([, name = '', value = '']) => [name, value]));
}

const lightBlock = css.slice(css.indexOf(':root {'), css.indexOf('@media (prefers-color-scheme: dark)'));
const darkBlock = /@media \(prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}/.exec(css)?.[1] ?? '';
const light = hexTokens(lightBlock);
const schemes = { light, dark: new Map([...light, ...hexTokens(darkBlock)]) };

/** Text at 4.5:1 (WCAG AA); large text, icons and the edges of controls at 3:1. */
const PAIRS: Array<[foreground: string, background: string, minimum: number]> = [
  ['--color-text', '--color-surface', 4.5],
  ['--color-text', '--color-page', 4.5],
  ['--color-text', '--color-brand-soft', 4.5],
  ['--color-muted', '--color-surface', 4.5],
  ['--color-muted', '--color-page', 4.5],
  ['--color-muted', '--color-brand-soft', 4.5],
  ['--color-placeholder', '--color-surface', 4.5],
  ['--color-brand-strong', '--color-surface', 4.5],
  ['--color-brand-strong', '--color-page', 4.5],
  ['--color-brand-strong', '--color-brand-soft', 4.5],
  ['--color-brand-stronger', '--color-brand-soft', 4.5],
  ['--color-on-brand', '--color-brand-fill', 4.5],
  ['--color-on-brand', '--color-brand-fill-hover', 4.5],
  ['--color-on-brand', '--color-danger-fill', 4.5],
  ['--color-danger', '--color-surface', 4.5],
  ['--color-danger', '--color-danger-soft', 4.5],
  ['--color-warning-text', '--color-warning-soft', 4.5],
  ['--color-info-text', '--color-info-soft', 4.5],
  ['--color-success', '--color-surface', 4.5],
  ['--color-caution', '--color-surface', 4.5],
  ['--color-brand', '--color-surface', 3],
  ['--color-star', '--color-surface', 3],
  ['--color-control-off', '--color-surface', 3],
];

describe('colour tokens', () => {
  test('the dark scheme changes only tokens the light one declares', () => {
    expect(darkBlock).not.toBe('');
    for (const name of hexTokens(darkBlock).keys()) expect(light.has(name), name).toBe(true);
  });

  for (const [scheme, tokens] of Object.entries(schemes)) {
    test(`${scheme}: text, brand and control colours reach WCAG AA on the backgrounds they are used on`, () => {
      for (const [foreground, background, minimum] of PAIRS) {
        const front = parseHex(tokens.get(foreground) ?? '');
        const back = parseHex(tokens.get(background) ?? '');
        if (!front || !back) throw new Error(`${foreground} or ${background} is not a hex token`);
        expect(contrastRatio(front, back), `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum);
      }
    });
  }
});
