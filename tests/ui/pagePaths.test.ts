import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, TRACE_VIEWER_PATH } from '../../src/contract/pages';
import { routes } from '../../src/ui/app/routes';

/** Every path the route table gives a screen (an index route is its parent's path; a `*` path is not-found), joined from the root. */
function screenPaths(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : [parent, route.path].filter(Boolean).join('/');
    const isScreen = route.index || (route.path !== undefined && !route.path.endsWith('*'));
    const own = isScreen ? [path] : [];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

describe('the pages the server answers 200', () => {
  it('are exactly the paths the client routes to a screen (the not-found routes aside)', () => {
    // The trace viewer's page is answered 200 only with TRACE_VIEWER=1 (server/http/pages/pages.routes.ts).
    expect(screenPaths(routes).sort()).toEqual([...Object.values(PAGE_PATHS), TRACE_VIEWER_PATH].sort());
  });
});
