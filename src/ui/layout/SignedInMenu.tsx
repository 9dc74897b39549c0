import { Menu, X } from '../components/icons';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavLink } from '../components/links';
import { profilePagePath } from '../../contract/pages';
import { selectCanLogOut } from '../../machines/auth';
import { useAuthRef, useAuthSelector } from '../app/AppActor';
import { UserSearchBox } from '../screens/search/UserSearchBox';
import { NavUnreadBadge } from '../screens/notifications/NavUnreadBadge';

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

/** An open menu closes with Escape (focus back on its button) or a press outside the bar. */
function useMenuClosing(menuOpen: boolean, close: () => void, toggleRef: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && toggleRef.current?.closest('header')?.contains(event.target)) return;
      close();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [menuOpen, close, toggleRef]);
}

/**
 * The top bar's part for a signed-in user: the main links and Logout; on narrow screens a menu button folds
 * away the search, Settings and Logout, and the tab bar (TabBar) has the other links.
 */
export function SignedInMenu({ username }: { username: string }) {
  const auth = useAuthRef();
  const canLogOut = useAuthSelector(selectCanLogOut);
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [close] = useState(() => () => setMenuOpen(false));
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu.
  useEffect(close, [location.pathname, close]);
  useMenuClosing(menuOpen, close, toggleRef);

  // Home first, then the session ends: a protected page must not bounce to /login on the way out.
  const logOut = () => {
    close();
    void Promise.resolve(navigate('/')).then(() => auth.send({ type: 'user.logoutRequested' }));
  };

  return (
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
  );
}
