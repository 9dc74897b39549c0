import { Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { PAGE_PATHS } from '../../contract/pages';
import { selectIsSignedIn, selectUsername } from '../../machines/auth';
import { OfflineBanner } from '../app/OfflineBanner';
import { ScrollToTop } from '../app/ScrollToTop';
import { useAuthSelector } from '../app/AppActor';
import { lazyPart } from '../app/lazyPart';
import { Navbar } from './Navbar';

/** With the navbar's signed-in part, in one chunk (a visitor's first render of / carries neither). */
const tabBar = lazyPart(() => import('./signedInParts'), (module) => module.TabBar);

/**
 * Every page: skip link, navbar, the offline line, the routed screen in <main>, and the tab bar while
 * signed in. A chat room has no tab bar, so its composer sits at the bottom as in a messaging app;
 * on a phone its own header replaces the navbar too (navbar.css).
 */
export function RootLayout() {
  const username = useAuthSelector((snapshot) => (selectIsSignedIn(snapshot) ? selectUsername(snapshot) : null));
  const inChatRoom = useMatch(`/${PAGE_PATHS.chatRoom}`) !== null;
  const tabs = username !== null && !inChatRoom;
  return (
    <div className="app-shell" data-chat-room={inChatRoom ? '' : undefined} data-tab-bar={tabs ? '' : undefined}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <Navbar />
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      {tabs ? (
        <Suspense fallback={null}>
          <tabBar.Component username={username} />
        </Suspense>
      ) : null}
    </div>
  );
}
