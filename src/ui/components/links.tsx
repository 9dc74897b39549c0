import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

/**
 * The app's links, on react-router's own hooks for custom links (useHref, useLinkClickHandler). Its `<Link>`
 * carries framework mode's prefetching and route discovery, which the app's declarative routes never use: 4 KB
 * gzipped of every first render (issue 13). The eslint config keeps react-router's from coming back.
 */
export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; replace?: boolean };

export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const clicked = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={clicked} />;
}

/** Whether `current` is `target` or, unless `end`, below it (react-router's NavLink rule, case-insensitive). */
export function isActivePath(current: string, target: string, end: boolean): boolean {
  const here = current.toLowerCase();
  const there = target.toLowerCase();
  if (here === there) return true;
  const slashAt = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return !end && here.startsWith(there) && here.charAt(slashAt) === '/';
}

/** A link marked `aria-current="page"` while the address is its target (or below it, unless `end`). */
export function NavLink({ end = false, ...link }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = useResolvedPath(link.to).pathname;
  return <Link aria-current={isActivePath(pathname, target, end) ? 'page' : undefined} {...link} />;
}
