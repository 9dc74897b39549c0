import { ChevronDown } from '../../components/icons';
import { useId, useState } from 'react';
import type { CurrentUser } from '../../../contract';
import { profileLocation } from '../../../machines/profile';

const memberSince = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric' });

function formatJoined(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? '' : memberSince.format(parsed);
}

/** The About section, only when the user shows their bio: collapsed until opened. */
export function AboutSection({ profile }: { profile: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!profile.display_bio) return null;
  const market = profile.market_info;
  const rows: Array<[string, string]> = [
    ['Bio', profile.bio],
    ['Business Name', market?.marketname ?? ''],
    ['Contact', profile.vendor?.display_phone ? market?.phone || profile.profile.phone : ''],
    ['Address', market?.address || profile.address],
    ['Location', profileLocation(profile)],
    ['Member Since', formatJoined(profile.date_joined)],
  ];
  return (
    <section className="profile__about" data-scope="profile" data-part="about">
      <h2>
        <button type="button" className="profile__about-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
          About <ChevronDown className="profile__about-chevron" />
        </button>
      </h2>
      {open ? (
        <dl id={panelId} className="profile__about-list">
          {rows
            .filter(([, value]) => value.trim() !== '')
            .map(([label, value]) => (
              <div key={label} data-scope="profile" data-part={`about-${label.toLowerCase().replace(/\s+/g, '-')}`}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      ) : null}
    </section>
  );
}
