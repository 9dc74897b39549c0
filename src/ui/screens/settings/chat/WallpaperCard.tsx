import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { RECOMMENDED_WALLPAPER } from '../../../../contract/constants';
import {
  selectCanSaveWallpaper,
  selectChatSettingsBusy,
  selectIsSavingWallpaper,
  selectWallpaperFile,
  type chatSettingsMachine,
} from '../../../../machines/chatSettings';
import { PictureActions } from '../PictureActions';
import { SettingsCard } from '../SettingsLayout';

/** Chat Wallpaper: choose an image (checked at once) and save it with Update. */
export function WallpaperCard({ actor }: { actor: Actor<typeof chatSettingsMachine> }) {
  const file = useSelector(actor, selectWallpaperFile);
  const busy = useSelector(actor, selectChatSettingsBusy);
  const saving = useSelector(actor, selectIsSavingWallpaper);
  const canSave = useSelector(actor, selectCanSaveWallpaper);
  return (
    <SettingsCard
      title="Chat Wallpaper"
      part="wallpaper"
      description={`Recommended size: ${RECOMMENDED_WALLPAPER.width}x${RECOMMENDED_WALLPAPER.height} pixels. Maximum file size: 1MB.`}
    >
      <PictureActions
        chooseLabel="Choose wallpaper"
        updateLabel="Update Wallpaper"
        parts={{ choose: 'choose-wallpaper', update: 'update-wallpaper' }}
        file={file}
        choosingClosed={busy}
        canUpdate={canSave}
        updating={saving}
        onChoose={(chosen) => actor.send({ type: 'wallpaper.selected', file: chosen })}
        onUpdate={() => actor.send({ type: 'wallpaper.submitted' })}
      />
    </SettingsCard>
  );
}
