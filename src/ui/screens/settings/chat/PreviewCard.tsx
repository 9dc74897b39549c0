import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Actor } from 'xstate';
import { selectPreviewColor, selectWallpaperFile, type chatSettingsMachine } from '../../../../machines/chatSettings';
import { ownBubbleColors } from '../../../format';
import { SettingsCard } from '../SettingsLayout';
import { useObjectUrl } from '../useObjectUrl';
import { DEFAULT_CHAT_WALLPAPER } from './ChatSettingsParts';

/** Preview: two messages over the wallpaper, yours in the chosen colour as the chat shows it (200 px high). */
export function PreviewCard({ actor, savedWallpaper }: { actor: Actor<typeof chatSettingsMachine>; savedWallpaper: string }) {
  const color = useSelector(actor, selectPreviewColor);
  const file = useSelector(actor, selectWallpaperFile);
  const chosen = useObjectUrl(file);
  const wallpaper = chosen ?? (savedWallpaper || DEFAULT_CHAT_WALLPAPER);
  return (
    <SettingsCard title="Preview" part="preview">
      <div className="chat-preview" data-scope="settings" data-part="chat-preview" data-color={color}>
        <Wallpaper key={wallpaper} src={wallpaper} />
        <p className="chat-preview__bubble chat-preview__bubble--theirs">Hello! Is this still available?</p>
        <p className="chat-preview__bubble chat-preview__bubble--mine" style={ownBubbleColors(color)}>
          Yes, it is. When would you like it delivered?
        </p>
      </div>
    </SettingsCard>
  );
}

/** The wallpaper behind the preview; a broken one falls back to the default background. */
function Wallpaper({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      className="chat-preview__wallpaper"
      src={broken ? DEFAULT_CHAT_WALLPAPER : src}
      alt=""
      onError={() => setBroken(true)}
      data-scope="settings"
      data-part="preview-wallpaper"
    />
  );
}
