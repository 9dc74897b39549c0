import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PAGE_PATHS, TRACE_VIEWER_PATH } from '../../contract/pages';
import { RootLayout } from '../layout/RootLayout';
import { RedirectSignedIn, RequireSignedIn } from './guards';
import { lazyComponent, type LazyComponent } from './lazyComponent';
import { notFoundScreen } from './RouteError';
import { RouteErrorBoundary, ScreenOutlet } from './ScreenBoundary';

const lazyScreens: LazyComponent[] = [notFoundScreen];
const notFound = <notFoundScreen.Component />;

/** A route whose screen is fetched when first visited, so the first render of / loads only the feed. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'element'> {
  const lazy = lazyComponent(load, pick);
  lazyScreens.push(lazy);
  return { element: <lazy.Component /> };
}

/**
 * The route table of document 1 section 2, at the paths of PAGE_PATHS (which the server answers 200;
 * any other path is its not-found page). The protected screens check the session first.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // Inside the layout, so a failing screen keeps the navbar.
        element: <ScreenOutlet />,
        children: [
          { index: true, ...screen(() => import('../screens/marketplace/MarketplaceScreen'), (m) => m.MarketplaceScreen) },
          {
            element: <RedirectSignedIn />,
            children: [{ path: PAGE_PATHS.login, ...screen(() => import('../screens/accounts/LoginScreen'), (m) => m.LoginScreen) }],
          },
          { path: PAGE_PATHS.register, ...screen(() => import('../screens/accounts/RegisterScreen'), (m) => m.RegisterScreen) },
          { path: PAGE_PATHS.resetPassword, ...screen(() => import('../screens/accounts/ResetPasswordScreen'), (m) => m.ResetPasswordScreen) },
          { path: PAGE_PATHS.activate, ...screen(() => import('../screens/accounts/VerifyScreen'), (m) => m.VerifyScreen) },
          { path: PAGE_PATHS.authCallback, ...screen(() => import('../screens/accounts/AuthCallbackScreen'), (m) => m.AuthCallbackScreen) },
          { path: PAGE_PATHS.profile, ...screen(() => import('../screens/profile/ProfileScreen'), (m) => m.ProfileScreen) },
          { path: PAGE_PATHS.post, ...screen(() => import('../screens/post/PostPage'), (m) => m.PostPage) },
          { path: PAGE_PATHS.nearby, ...screen(() => import('../screens/nearby/NearbyScreen'), (m) => m.NearbyScreen) },
          { path: PAGE_PATHS.search, ...screen(() => import('../screens/search/SearchScreen'), (m) => m.SearchScreen) },
          // Open to visitors: the sign-up form asks them to agree to the terms and links here to read them.
          { path: PAGE_PATHS.settingsAbout, ...screen(() => import('../screens/settings/about/AboutScreen'), (m) => m.AboutScreen) },
          // QA's trace viewer: the screen itself checks it may open (development, or a server with TRACE_VIEWER=1).
          { path: TRACE_VIEWER_PATH, ...screen(() => import('../screens/traceViewer/TraceViewerScreen'), (m) => m.TraceViewerScreen) },
          {
            element: <RequireSignedIn />,
            children: [
              { path: PAGE_PATHS.chats, ...screen(() => import('../screens/chat/ChatInboxScreen'), (m) => m.ChatInboxScreen) },
              { path: PAGE_PATHS.chatRoom, ...screen(() => import('../screens/chat/ChatRoomScreen'), (m) => m.ChatRoomScreen) },
              { path: PAGE_PATHS.notifications, ...screen(() => import('../screens/notifications/NotificationsScreen'), (m) => m.NotificationsScreen) },
              { path: PAGE_PATHS.settings, ...screen(() => import('../screens/settings/SettingsMenuScreen'), (m) => m.SettingsMenuScreen) },
              { path: PAGE_PATHS.settingsProfile, ...screen(() => import('../screens/settings/profile/ProfileSettingsScreen'), (m) => m.ProfileSettingsScreen) },
              { path: PAGE_PATHS.settingsChat, ...screen(() => import('../screens/settings/chat/ChatSettingsScreen'), (m) => m.ChatSettingsScreen) },
              { path: PAGE_PATHS.settingsContact, ...screen(() => import('../screens/settings/contact/ContactScreen'), (m) => m.ContactScreen) },
              {
                path: PAGE_PATHS.settingsMarketplace,
                ...screen(() => import('../screens/settings/marketplace/MarketplaceSettingsScreen'), (m) => m.MarketplaceSettingsScreen),
              },
              // Moderators only: the screen shows the server's refusal to anyone else.
              { path: PAGE_PATHS.moderation, ...screen(() => import('../screens/moderation/ModerationScreen'), (m) => m.ModerationScreen) },
              { path: 'settings/*', element: notFound },
            ],
          },
          { path: '*', element: notFound },
        ],
      },
    ],
  },
];

/** Fetches every screen's code (tests render screens without waiting for it). */
export async function preloadScreens(): Promise<void> {
  await Promise.all(lazyScreens.map((lazy) => lazy.preload()));
}
