import fs from 'node:fs';
import path from 'node:path';
import { SCREEN_PRELOADS_END, SCREEN_PRELOADS_FILE, SCREEN_PRELOADS_START, type PreloadedScreen } from '../../../src/contract/screenPreloads';
import { BOOT_CARDS_END, BOOT_CARDS_START } from './boot-cards';
import { EncodedText } from './encoded-text';

const TITLE = /<title>[^<]*<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** The built app's index.html, read once: as built, and with a page's own head tags in place of its title. */
export type PageShell = {
  /** index.html as built, each encoding made once. */
  plain: EncodedText;
  /**
   * index.html with `headTags` (when given) where its <title> and description were, `bodyEnd` at the end of its
   * body, the links fetching `screen`'s code in place of those of the screen at /, and `bootCards` in place of
   * the frame's skeleton cards.
   */
  with(parts: { headTags?: string; bodyEnd?: string; screen?: PreloadedScreen; bootCards?: string }): string;
};

/** Each screen's preload links as the build wrote them; none when the build wrote no such file. */
function readScreenPreloads(distDir: string): Partial<Record<PreloadedScreen, string>> {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, SCREEN_PRELOADS_FILE), 'utf8')) as Partial<Record<PreloadedScreen, string>>;
  } catch {
    return {};
  }
}

/** The html with what stands between the `start` and `end` markers replaced by `content` (as it is without them). */
function between(html: string, [start, end]: readonly [string, string], content: string | undefined): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end);
  if (content === undefined || from < 0 || to < from) return html;
  return `${html.slice(0, from + start.length)}${content}${html.slice(to)}`;
}

const PRELOADS: readonly [string, string] = [SCREEN_PRELOADS_START, SCREEN_PRELOADS_END];
const BOOT_CARDS: readonly [string, string] = [BOOT_CARDS_START, BOOT_CARDS_END];

/** Undefined until the app is built (no dist/index.html). */
export function loadPageShell(distDir: string): PageShell | undefined {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file, 'utf8');
  const preloads = readScreenPreloads(distDir);
  // The page's tags go where the title was, near the top: a link preview reads only the start of a page.
  const titleAt = html.search(TITLE);
  const at = Math.max(0, titleAt >= 0 ? titleAt : html.search(/<\/head>/i));
  const before = html.slice(0, at).replace(DESCRIPTION, '');
  const after = html.slice(at).replace(TITLE, '').replace(DESCRIPTION, '');
  return {
    plain: new EncodedText(html, 'kept'),
    with({ headTags, bodyEnd = '', screen, bootCards }) {
      const page = headTags === undefined ? html : `${before}${headTags}\n    ${after}`;
      const links = screen && preloads[screen];
      const filled = between(between(page, PRELOADS, links && `\n    ${links}\n    `), BOOT_CARDS, bootCards);
      // A replacer function: `bodyEnd` is data, and `$&` in it must stay as written.
      return filled.replace(/<\/body>/i, () => `  ${bodyEnd}\n  </body>`);
    },
  };
}
