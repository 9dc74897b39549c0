import { useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import type { Actor } from 'xstate';
import { MESSAGES, RECOMMENDED_WALLPAPER } from '../../../../contract/constants';
import {
  selectCanSaveWallpaper,
  selectChatSettingsBusy,
  selectIsSavingWallpaper,
  selectWallpaperFile,
  type chatSettingsMachine,
} from '../../../../machines/chatSettings';
import { SettingsCard } from '../SettingsLayout';

/** Chat Wallpaper: choose an image (checked at once) and save it with Update. */
export function WallpaperCard({ actor }: { actor: Actor<typeof chatSettingsMachine> }) {
  const file = useSelector(actor, selectWallpaperFile);
  const busy = useSelector(actor, selectChatSettingsBusy);
  const saving = useSelector(actor, selectIsSavingWallpaper);
  const canSave = useSelector(actor, selectCanSaveWallpaper);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) actor.send({ type: 'wallpaper.selected', file: chosen });
  };
  return (
    <SettingsCard
      title="Chat Wallpaper"
      part="wallpaper"
      description={`Recommended size: ${RECOMMENDED_WALLPAPER.width}x${RECOMMENDED_WALLPAPER.height} pixels. Maximum file size: 1MB.`}
    >
      <div className="settings-picture__actions">
        <label className="button button--secondary" data-scope="settings" data-part="choose-wallpaper">
          Choose wallpaper
          <input type="file" accept="image/*" className="visually-hidden" disabled={busy} onChange={choose} />
        </label>
        <button
          type="button"
          className="button button--primary"
          disabled={!canSave}
          aria-busy={saving || undefined}
          onClick={() => actor.send({ type: 'wallpaper.submitted' })}
          data-scope="settings"
          data-part="update-wallpaper"
        >
          {saving ? MESSAGES.updating : 'Update Wallpaper'}
        </button>
      </div>
      {file ? (
        <p className="settings-picture__file" data-scope="settings" data-part="selected-file">
          Selected: {file.name}
        </p>
      ) : null}
    </SettingsCard>
  );
}
