import { ArrowLeft } from '../../components/icons';
import type { ReactNode } from 'react';
import { Link } from '../../components/links';
import { usePageTitle } from '../../components';
import '../../styles/settings.css';
import '../../styles/settingsSections.css';

export type SettingsLayoutProps = {
  /** The page's own heading (Profile, Chats & Notifications, ...). */
  heading: string;
  children: ReactNode;
  /** Where the back arrow goes; the menu itself passes null and has none. */
  backTo?: string | null;
};

/** Every settings page: the tab title Settings, a back arrow to the menu, the page heading, the content. */
export function SettingsLayout({ heading, children, backTo = '/settings' }: SettingsLayoutProps) {
  usePageTitle('Settings');
  return (
    <div className="settings" data-scope="settings" data-part="root">
      <header className="settings__header" data-scope="settings" data-part="header">
        {backTo !== null && (
          <Link to={backTo} className="settings__back" aria-label="Back to Settings" data-scope="settings" data-part="back">
            <ArrowLeft />
          </Link>
        )}
        <h1 className="settings__heading">{heading}</h1>
      </header>
      <div className="settings__body">{children}</div>
    </div>
  );
}

export type SettingsCardProps = {
  title: string;
  children: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** The section's name for data-part and its id prefix. */
  part: string;
};

/** One titled card of a settings page, a labelled region. */
export function SettingsCard({ title, description, children, part }: SettingsCardProps) {
  const titleId = `settings-${part}-title`;
  return (
    <section className="settings-card" aria-labelledby={titleId} data-scope="settings" data-part={part}>
      <h2 id={titleId} className="settings-card__title">
        {title}
      </h2>
      {description ? <p className="settings-card__description">{description}</p> : null}
      {children}
    </section>
  );
}
