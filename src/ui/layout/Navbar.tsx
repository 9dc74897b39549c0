import { Menu, X } from '../components/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavLink } from '../components/links';
import { profilePagePath } from '../../contract/pages';
import { selectCanLogOut, selectIsSignedIn, selectUsername } from '../../machines/auth';
import { useAuthRef, useAuthSelector } from '../app/AppActor';
import '../styles/navbar.css';
import { UserSearchBox } from '../screens/search/UserSearchBox';
import { NavUnreadBadge } from '../screens/notifications/NavUnreadBadge';
import { Logo } from './Logo';

/** `inTabBar`: on a phone the tab bar shows this link, so the folded menu leaves it out. */
type NavItem = { to: string; label: string; end?: boolean; inTabBar: boolean };

function signedInLinks(username: string): NavItem[] {
  return [
    { to: '/', label: 'Marketplace', end: true, inTabBar: true },
    { to: profilePagePath(username), label: 'Profile', inTabBar: true },
    { to: '/chats', label: 'Chats', inTabBar: true },
    { to: '/notification', label: 'Notifications', inTabBar: true },
    { to: '/settings', label: 'Settings', inTabBar: false },
  ];
}

/**
 * The top bar. Signed out: logo and Sign In (Sign Up while on /login). Signed in: logo, the main links
 * and Logout; on narrow screens a menu button folds away the search, Settings and Logout, and the tab
 * bar (TabBar) has the other links.
 */
export function Navbar() {
  const auth = useAuthRef();
  const signedIn = useAuthSelector(selectIsSignedIn);
  const username = useAuthSelector(selectUsername);
  const canLogOut = useAuthSelector(selectCanLogOut);
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // A new page closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // An open menu closes with Escape (focus back on its button) or a press outside the bar.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return;
      setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [menuOpen]);

  // Home first, then the session ends: a protected page must not bounce to /login on the way out.
  const logOut = () => {
    setMenuOpen(false);
    void Promise.resolve(navigate('/')).then(() => auth.send({ type: 'user.logoutRequested' }));
  };

  return (
    <header ref={headerRef} className="navbar" data-scope="navbar" data-part="root" data-signed-in={signedIn ? '' : undefined}>
      <nav className="navbar__inner" aria-label="Main">
        <Logo />
        {signedIn && username ? (
          <>
            <button
              ref={toggleRef}
              type="button"
              className="navbar__menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              data-scope="navbar"
              data-part="menu-button"
            >
              {menuOpen ? <X className="navbar__menu-icon" /> : <Menu className="navbar__menu-icon" />}
              <span className="visually-hidden">Menu</span>
            </button>
            <div id={menuId} className="navbar__menu" data-open={menuOpen ? '' : undefined} data-scope="navbar" data-part="menu">
              <UserSearchBox scope="navbar" offerListings />
              <ul className="navbar__links">
                {signedInLinks(username).map((item) => (
                  <li key={item.label} data-in-tab-bar={item.inTabBar ? '' : undefined}>
                    <NavLink to={item.to} end={item.end} className="navbar__link" data-scope="navbar" data-part="link">
                      {item.label}
                      <NavUnreadBadge to={item.to} />
                    </NavLink>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="button button--secondary navbar__logout"
                onClick={logOut}
                disabled={!canLogOut}
                data-scope="navbar"
                data-part="logout"
              >
                Logout
              </button>
            </div>
          </>
        ) : (
          <div className="navbar__actions">
            {location.pathname === '/login' ? (
              <NavLink to="/register" className="button button--primary navbar__cta" data-scope="navbar" data-part="cta">
                Sign Up
              </NavLink>
            ) : (
              <NavLink to="/login" className="button button--primary navbar__cta" data-scope="navbar" data-part="cta">
                Sign In
              </NavLink>
            )}
          </div>
        )}
      </nav>
    </header>
  );
}
