import type { SettingsStatus } from '../../../machines/shared/settingsUpdate';

/** A section's banner (info, success or error); an error is announced at once, the others politely. */
export function StatusBanner({ status }: { status: SettingsStatus | null }) {
  if (!status) return null;
  return (
    <p
      className={`settings-banner settings-banner--${status.tone}`}
      role={status.tone === 'error' ? 'alert' : 'status'}
      data-scope="settings"
      data-part="banner"
      data-tone={status.tone}
    >
      {status.message}
    </p>
  );
}
