import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../layout/RootLayout';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { RedirectSignedIn, RequireSignedIn } from './guards';

/** A route whose screen is fetched when first visited, so the first render of / loads only the feed. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

/**
 * The route table of document 1 section 2. Screens that later issues build
 * (search, chats, notifications, settings) answer with the not-found screen
 * until they exist; the protected ones still check the session first.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <NotFoundScreen />,
    // Shown for the moment the first screen's code is on its way.
    hydrateFallbackElement: <div className="page-loading" role="status" aria-label="Loading" />,
    children: [
      {
        // Inside the layout, so a failing screen keeps the navbar.
        errorElement: <NotFoundScreen />,
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
          { path: 'search', element: <NotFoundScreen /> },
          {
            element: <RequireSignedIn />,
            children: [
              { path: 'chats', element: <NotFoundScreen /> },
              { path: 'chats/:uniquecode', element: <NotFoundScreen /> },
              { path: 'notification', element: <NotFoundScreen /> },
              { path: 'settings/*', element: <NotFoundScreen /> },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
