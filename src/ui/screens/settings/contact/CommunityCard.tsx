import { COMMUNITY_LINKS, SUPPORT_CONTACT } from '../../../../contract/constants';
import { SettingsCard } from '../SettingsLayout';

/** Join our Community: the group chat, the channel and the microblog account. */
export function CommunityCard() {
  return (
    <SettingsCard title="Join our Community" part="community" description="Meet other buyers and vendors, and hear about new features first.">
      <ul className="settings-links">
        {COMMUNITY_LINKS.map((link) => (
          <li key={link.url}>
            <a className="settings-links__link" href={link.url} target="_blank" rel="noopener noreferrer">
              <span className="settings-links__name">{link.name}</span>
              <span className="settings-links__description">{link.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </SettingsCard>
  );
}

/** Additional Contact Information: the support address, business hours and the typical response time. */
export function ContactInfoCard() {
  return (
    <SettingsCard title="Additional Contact Information" part="contact-info">
      <dl className="settings-facts">
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
          </dd>
        </div>
        <div>
          <dt>Business hours</dt>
          <dd>{SUPPORT_CONTACT.businessHours}</dd>
        </div>
        <div>
          <dt>Typical response</dt>
          <dd>Within {SUPPORT_CONTACT.responseTime}</dd>
        </div>
      </dl>
    </SettingsCard>
  );
}
