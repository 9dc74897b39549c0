import fs from 'node:fs';
import path from 'node:path';
import { EncodedText } from './encoded-text';

const TITLE = /<title>[^<]*<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** The built app's index.html, read once: as built, and with a page's own head tags in place of its title. */
export type PageShell = {
  /** index.html as built, each encoding made once. */
  plain: EncodedText;
  /** index.html with `headTags` (when given) where its <title> and description were, and `bodyEnd` at the end of its body. */
  with(parts: { headTags?: string; bodyEnd?: string }): string;
};

/** Undefined until the app is built (no dist/index.html). */
export function loadPageShell(distDir: string): PageShell | undefined {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file, 'utf8');
  // The page's tags go where the title was, near the top: a link preview reads only the start of a page.
  const titleAt = html.search(TITLE);
  const at = Math.max(0, titleAt >= 0 ? titleAt : html.search(/<\/head>/i));
  const before = html.slice(0, at).replace(DESCRIPTION, '');
  const after = html.slice(at).replace(TITLE, '').replace(DESCRIPTION, '');
  return {
    plain: new EncodedText(html, 'kept'),
    with({ headTags, bodyEnd = '' }) {
      const page = headTags === undefined ? html : `${before}${headTags}\n    ${after}`;
      // A replacer function: `bodyEnd` is data, and `$&` in it must stay as written.
      return page.replace(/<\/body>/i, () => `  ${bodyEnd}\n  </body>`);
    },
  };
}
