import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../layout/RootLayout';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { RedirectSignedIn, RequireSignedIn } from './guards';
import { RouteError } from './RouteError';

/** A route whose screen is fetched when first visited, so the first render of / loads only the feed. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

/**
 * The route table of document 1 section 2. Screens that later issues build
 * (chats, notifications, settings) answer with the not-found screen
 * until they exist; the protected ones still check the session first.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown for the moment the first screen's code is on its way.
    hydrateFallbackElement: <div className="page-loading" role="status" aria-label="Loading" />,
    children: [
      {
        // Inside the layout, so a failing screen keeps the navbar.
        errorElement: <RouteError />,
        children: [
          { index: true, ...screen(() => import('../screens/marketplace/MarketplaceScreen'), (m) => m.MarketplaceScreen) },
          {
            element: <RedirectSignedIn />,
            children: [{ path: 'login', ...screen(() => import('../screens/LoginScreen'), (m) => m.LoginScreen) }],
          },
          { path: 'register', ...screen(() => import('../screens/RegisterScreen'), (m) => m.RegisterScreen) },
          { path: 'resetpassword', ...screen(() => import('../screens/ResetPasswordScreen'), (m) => m.ResetPasswordScreen) },
          { path: 'activate', ...screen(() => import('../screens/VerifyScreen'), (m) => m.VerifyScreen) },
          { path: 'auth/callback', ...screen(() => import('../screens/AuthCallbackScreen'), (m) => m.AuthCallbackScreen) },
          { path: 'profile/:username', ...screen(() => import('../screens/profile/ProfileScreen'), (m) => m.ProfileScreen) },
          { path: 'post/:id', ...screen(() => import('../screens/post/PostPage'), (m) => m.PostPage) },
          { path: 'nearby', ...screen(() => import('../screens/nearby/NearbyScreen'), (m) => m.NearbyScreen) },
          { path: 'search', ...screen(() => import('../screens/search/SearchScreen'), (m) => m.SearchScreen) },
          // Open to visitors: the sign-up form asks them to agree to the terms and links here to read them.
          { path: 'settings/about', ...screen(() => import('../screens/settings/AboutScreen'), (m) => m.AboutScreen) },
          {
            element: <RequireSignedIn />,
            children: [
              { path: 'chats', ...screen(() => import('../screens/chat/ChatInboxScreen'), (m) => m.ChatInboxScreen) },
              { path: 'chats/:uniquecode', ...screen(() => import('../screens/chat/ChatRoomScreen'), (m) => m.ChatRoomScreen) },
              { path: 'notification', ...screen(() => import('../screens/notifications/NotificationsScreen'), (m) => m.NotificationsScreen) },
              { path: 'settings', ...screen(() => import('../screens/settings/SettingsMenuScreen'), (m) => m.SettingsMenuScreen) },
              { path: 'settings/profile', ...screen(() => import('../screens/settings/ProfileSettingsScreen'), (m) => m.ProfileSettingsScreen) },
              { path: 'settings/chat', ...screen(() => import('../screens/settings/ChatSettingsScreen'), (m) => m.ChatSettingsScreen) },
              { path: 'settings/contact', ...screen(() => import('../screens/settings/ContactScreen'), (m) => m.ContactScreen) },
              {
                path: 'settings/marketplace',
                ...screen(() => import('../screens/settings/marketplace/MarketplaceSettingsScreen'), (m) => m.MarketplaceSettingsScreen),
              },
              { path: 'settings/*', element: <NotFoundScreen /> },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
