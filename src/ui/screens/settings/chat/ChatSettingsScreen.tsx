import { useSelector } from '@xstate/react';
import { DEFAULT_CHAT_COLOR } from '../../../../contract/constants';
import type { CurrentUser } from '../../../../contract/profile';
import { chatSettingsMachine, selectChatSettingsStatus } from '../../../../machines/chatSettings';
import { useScreenActor } from '../../../app/useScreenActor';
import { useActorToasts } from '../../../app/useActorToasts';
import { ColorCard } from './ColorCard';
import { PreviewCard } from './PreviewCard';
import { WallpaperCard } from './WallpaperCard';
import { WebPushSection } from './WebPushSection';
import { CurrentUserGate, useReloadsCurrentUser } from '../currentUser';
import { SettingsLayout } from '../SettingsLayout';
import { StatusBanner } from '../StatusBanner';

/** /settings/chat (Chats & Notifications): wallpaper, colour and a preview, and notifications on this phone. */
export function ChatSettingsScreen() {
  return (
    <SettingsLayout heading="Chats & Notifications">
      <CurrentUserGate>{(currentUser) => <ChatSettings currentUser={currentUser} />}</CurrentUserGate>
    </SettingsLayout>
  );
}

function ChatSettings({ currentUser }: { currentUser: CurrentUser }) {
  const actor = useScreenActor(chatSettingsMachine, { input: { savedColor: currentUser.background_color || DEFAULT_CHAT_COLOR } });
  useActorToasts(actor);
  useReloadsCurrentUser(actor);
  const status = useSelector(actor, selectChatSettingsStatus);
  return (
    <>
      <StatusBanner status={status} />
      <WallpaperCard actor={actor} />
      <ColorCard actor={actor} />
      <PreviewCard actor={actor} savedWallpaper={currentUser.wallpaper} />
      <WebPushSection />
    </>
  );
}
