import { Check } from '../../../components/icons';
import { SettingsCard } from '../SettingsLayout';

const BENEFITS = [
  'Higher ranking in search results',
  'A verified badge on your profile and posts',
  'Priority customer support',
  'More trust from buyers',
];

/** The Verification Badge block: not yet available, so its request button is disabled (document 3, section 6). */
export function VerificationBlock() {
  return (
    <SettingsCard title="Verification Badge" description="Verified vendors stand out to buyers." part="verification">
      <p className="store-badge store-badge--soon" data-scope="store" data-part="coming-soon">
        Coming soon
      </p>
      <ul className="store-benefits" aria-label="Verification benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <Check /> {benefit}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" disabled data-scope="store" data-part="request-verification">
        Request Verification
      </button>
    </SettingsCard>
  );
}
