import { Bell, MessageCircle, Store, UserRound, type IconComponent } from '../components/icons';
import { NavLink } from '../components/links';
import { profilePagePath } from '../../contract/pages';
import { NavUnreadBadge } from '../screens/notifications/NavUnreadBadge';
import '../styles/tabBar.css';

type Tab = { to: string; label: string; Icon: IconComponent; end?: boolean };

function tabsOf(username: string): Tab[] {
  return [
    { to: '/', label: 'Marketplace', Icon: Store, end: true },
    { to: '/chats', label: 'Chats', Icon: MessageCircle },
    { to: '/notification', label: 'Notifications', Icon: Bell },
    { to: profilePagePath(username), label: 'Profile', Icon: UserRound },
  ];
}

/**
 * The signed-in user's tabs at the bottom of a phone's screen, with the unread counts of chats and
 * notifications in sight; wider screens hide it, their top bar shows the same links.
 */
export function TabBar({ username }: { username: string }) {
  return (
    <nav className="tab-bar" aria-label="Sections" data-scope="tab-bar" data-part="root">
      <ul className="tab-bar__tabs">
        {tabsOf(username).map(({ to, label, Icon, end }) => (
          <li key={label} className="tab-bar__tab">
            <NavLink to={to} end={end} className="tab-bar__link" data-scope="tab-bar" data-part="link">
              <Icon className="tab-bar__icon" />
              <span className="tab-bar__label">{label}</span>
              <NavUnreadBadge to={to} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
