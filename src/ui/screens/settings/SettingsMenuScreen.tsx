import { ChevronRight, Info, Mail, MessageCircle, ShieldAlert, Store, User } from '../../components/icons';
import { Link } from '../../components/links';
import { selectIsModerator } from '../../../machines/auth/moderator.selectors';
import { useAuthSelector } from '../../app/AppActor';
import { SettingsLayout } from './SettingsLayout';

/** The settings entries of document 3, each to its route. */
const ENTRIES = [
  { to: '/settings/profile', label: 'Profile', description: 'Photos, personal information, password and general settings', icon: User },
  { to: '/settings/marketplace', label: 'Marketplace', description: 'Your store, location, bank details and hidden posts', icon: Store },
  { to: '/settings/chat', label: 'Chats & Notifications', description: 'Chat wallpaper and colour, and notifications on this phone', icon: MessageCircle },
  { to: '/settings/contact', label: 'Contact Us', description: 'Feedback, support tickets and our community', icon: Mail },
  { to: '/settings/about', label: 'About Us', description: 'Privacy policy and terms and conditions', icon: Info },
] as const;

/** Offered to moderators only: the server refuses the queue to anyone else. */
const MODERATION_ENTRY = { to: '/moderation', label: 'Moderation', description: 'Reported posts, users and messages, and the audit log', icon: ShieldAlert };

/** /settings: the menu. */
export function SettingsMenuScreen() {
  const moderator = useAuthSelector(selectIsModerator);
  const entries = moderator ? [...ENTRIES, MODERATION_ENTRY] : ENTRIES;
  return (
    <SettingsLayout heading="Settings" backTo={null}>
      <nav aria-label="Settings">
        <ul className="settings-menu" data-scope="settings" data-part="menu">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className="settings-menu__entry" data-scope="settings" data-part="menu-entry">
                <span className="settings-menu__icon" aria-hidden="true">
                  <entry.icon />
                </span>
                <span className="settings-menu__text">
                  <span className="settings-menu__label">{entry.label}</span>
                  <span className="settings-menu__description">{entry.description}</span>
                </span>
                <ChevronRight className="settings-menu__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </SettingsLayout>
  );
}
