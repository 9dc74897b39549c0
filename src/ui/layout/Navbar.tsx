import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../components/links';
import { selectIsSignedIn, selectUsername } from '../../machines/auth';
import { useAuthSelector } from '../app/AppActor';
import { lazyPart } from '../app/lazyPart';
import '../styles/navbar.css';
import { Logo } from './Logo';

/** Fetched as the first render of a signed-in user's page starts; while it comes the bar holds the logo alone. */
const signedInMenu = lazyPart(() => import('./signedInParts'), (module) => module.SignedInMenu);

/** The top bar. Signed out: logo and Sign In (Sign Up while on /login). Signed in: logo and SignedInMenu. */
export function Navbar() {
  const signedIn = useAuthSelector(selectIsSignedIn);
  const username = useAuthSelector(selectUsername);
  return (
    <header className="navbar" data-scope="navbar" data-part="root" data-signed-in={signedIn ? '' : undefined}>
      <nav className="navbar__inner" aria-label="Main">
        <Logo />
        {signedIn && username ? (
          <Suspense fallback={null}>
            <signedInMenu.Component username={username} />
          </Suspense>
        ) : (
          <SignInLink />
        )}
      </nav>
    </header>
  );
}

function SignInLink() {
  const onLogin = useLocation().pathname === '/login';
  return (
    <div className="navbar__actions">
      <NavLink to={onLogin ? '/register' : '/login'} className="button button--primary navbar__cta" data-scope="navbar" data-part="cta">
        {onLogin ? 'Sign Up' : 'Sign In'}
      </NavLink>
    </div>
  );
}
