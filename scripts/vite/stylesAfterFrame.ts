import type { Plugin } from 'vite';

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the app's stylesheet links from the head to the end of the body. In the head they hold back the
 * first paint until they arrive; at the end of the body the frame index.html draws with its inline styles
 * (the top bar, the card skeletons) paints with the HTML, while the app's scripts still wait for the
 * stylesheets before they run, so the app never draws unstyled.
 */
export function stylesAfterFrame(): Plugin {
  return {
    name: 'styles-after-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET_LINK) ?? [];
        if (links.length === 0) return html;
        const moved = links.map((link) => `    ${link.trim()}\n`).join('');
        return html.replace(STYLESHEET_LINK, '').replace(/\s*<\/body>/i, () => `\n${moved}  </body>`);
      },
    },
  };
}
