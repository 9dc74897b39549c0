import { PAGE_PATHS } from '../../../src/contract';

const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page path as a pattern; like react-router it ignores case and a trailing slash. */
function pagePattern(path: string): RegExp {
  const segments = path.split('/').filter(Boolean).map((segment) => (segment.startsWith(':') ? '[^/]+' : literal(segment)));
  return new RegExp(segments.length ? `^/${segments.join('/')}/?$` : '^/$', 'i');
}

const APP_PAGES = Object.values(PAGE_PATHS).map(pagePattern);

/** True when the client routes the URL's path to a screen of its own (not its not-found screen). */
export function isAppPage(url: string): boolean {
  const [pathname = ''] = url.split('?');
  return APP_PAGES.some((page) => page.test(pathname));
}
