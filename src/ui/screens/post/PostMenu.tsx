import { Ellipsis } from '../../components/icons';
import { Suspense } from 'react';
import { lazyPart } from '../../app/lazyPart';
import type { PostMenuProps } from './PostMenuLive';
import { useViewer } from './useViewer';

export type { PostMenuProps };

// The menu and its machine are not needed for the first render of /: their chunk is fetched beside it, at once.
const LiveMenu = lazyPart(() => import('./PostMenuLive'), (module) => module.PostMenuFor);
void LiveMenu.preload();

/** The ⋯ menu of a post: hide, report, save, delete (owner only, after a confirmation). */
export function PostMenu(props: PostMenuProps) {
  const viewer = useViewer()?.username ?? null;
  return (
    <Suspense fallback={<WaitingToggle />}>
      {/* Signing in or out changes what the menu offers: start a fresh one. */}
      <LiveMenu.Component key={viewer ?? ''} viewer={viewer} {...props} />
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
