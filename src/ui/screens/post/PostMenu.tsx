import { Ellipsis } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { PostMenuProps } from './PostMenuLive';
import { useViewer } from './useViewer';

export type { PostMenuProps };

type MenuModule = typeof import('./PostMenuLive');

// The menu and its machine are not needed for the first render of /: their chunk is fetched beside it, at once.
let loaded: MenuModule | undefined;
const loading = import('./PostMenuLive').then((module) => (loaded = module));
const LazyMenu = lazy(() => loading.then((module) => ({ default: module.PostMenuFor })));

/** The ⋯ menu of a post: hide, report, save, delete (owner only, after a confirmation). */
export function PostMenu(props: PostMenuProps) {
  const viewer = useViewer()?.username ?? null;
  const Menu = loaded?.PostMenuFor;
  // Signing in or out changes what the menu offers: start a fresh one.
  if (Menu) return <Menu key={viewer ?? ''} viewer={viewer} {...props} />;
  return (
    <Suspense fallback={<WaitingToggle />}>
      <LazyMenu key={viewer ?? ''} viewer={viewer} {...props} />
    </Suspense>
  );
}

/** The options button for the moment the menu's code is on its way. */
function WaitingToggle() {
  return (
    <div className="post-menu" data-scope="post-menu" data-part="root">
      <button type="button" className="post-menu__toggle" aria-label="Post options" aria-haspopup="menu" aria-expanded={false} disabled>
        <Ellipsis />
      </button>
    </div>
  );
}
