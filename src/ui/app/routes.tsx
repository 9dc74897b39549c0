import type { RouteObject } from 'react-router';
import { RootLayout } from '../layout/RootLayout';
import { AuthCallbackScreen } from '../screens/AuthCallbackScreen';
import { LoginScreen } from '../screens/LoginScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { RegisterScreen } from '../screens/RegisterScreen';
import { ResetPasswordScreen } from '../screens/ResetPasswordScreen';
import { VerifyScreen } from '../screens/VerifyScreen';
import { RedirectSignedIn, RequireSignedIn } from './guards';
import { HomeLanding } from './HomeLanding';

/**
 * The route table of document 1 section 2. Screens that later issues build
 * (profile, search, post, chats, notifications, settings) answer with the
 * not-found screen until they exist; the protected ones still check the session first.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <NotFoundScreen />,
    children: [
      {
        // Inside the layout, so a failing screen keeps the navbar.
        errorElement: <NotFoundScreen />,
        children: [
          { index: true, element: <HomeLanding /> },
          {
            element: <RedirectSignedIn />,
            children: [{ path: 'login', element: <LoginScreen /> }],
          },
          { path: 'register', element: <RegisterScreen /> },
          { path: 'resetpassword', element: <ResetPasswordScreen /> },
          { path: 'activate', element: <VerifyScreen /> },
          { path: 'auth/callback', element: <AuthCallbackScreen /> },
          { path: 'profile/:username', element: <NotFoundScreen /> },
          { path: 'search', element: <NotFoundScreen /> },
          { path: 'post/:id', element: <NotFoundScreen /> },
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
