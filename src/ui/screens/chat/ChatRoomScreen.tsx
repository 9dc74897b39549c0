import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../components/links';
import { DEFAULT_CHAT_COLOR, MESSAGES } from '../../../contract/constants';
import { selectCurrentUser } from '../../../machines/auth';
import {
  chatRoomMachine,
  readChatRoomInput,
  selectChatScreenState,
  selectChatUnavailable,
  selectPartner,
  type ChatRoomActorRef,
} from '../../../machines/chatRoom';
import type { SocketActorRef } from '../../../machines/socket/socket.selectors';
import { useAuthSelector } from '../../app/AppActor';
import { useActorToasts } from '../../app/useActorToasts';
import { useScreenActor } from '../../app/useScreenActor';
import { ConnectionBanner } from '../../components/ConnectionBanner';
import { usePageTitle } from '../../components/usePageTitle';
import '../../styles/chat.css';
import '../../styles/chatMessage.css';
import { ChatHeader } from './ChatHeader';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

/** /chats/{uniquecode}: one conversation; another code is another conversation. */
export function ChatRoomScreen() {
  const { uniquecode = '' } = useParams();
  return <ChatRoom key={uniquecode} uniquecode={uniquecode} />;
}

function ChatRoom({ uniquecode }: { uniquecode: string }) {
  usePageTitle(MESSAGES.inboxTitle);
  const [input] = useState(() => readChatRoomInput(uniquecode));
  const actor = useScreenActor(chatRoomMachine, { input });
  const state = useSelector(actor, selectChatScreenState);
  useActorToasts(actor);

  if (state === 'loading') return <div className="spinner chat__spinner" role="status" aria-label="Loading conversation" />;
  if (state === 'notFound') return <ChatNotFound />;
  return <Conversation actor={actor} />;
}

function ChatNotFound() {
  return (
    <section className="chat chat--missing" data-scope="chat" data-part="not-found">
      <h1>{MESSAGES.chatNotFoundTitle}</h1>
      <p>{MESSAGES.chatNotFound}</p>
      <Link to="/chats" className="button button--primary">
        {MESSAGES.backToMessages}
      </Link>
    </section>
  );
}

/** The chat look comes from the current user's chat settings: colour and wallpaper. */
function useChatLook(): { color: string; wallpaper: string | null } {
  const currentUser = useAuthSelector(selectCurrentUser);
  return { color: currentUser?.background_color || DEFAULT_CHAT_COLOR, wallpaper: currentUser?.wallpaper || null };
}

function Conversation({ actor }: { actor: ChatRoomActorRef }) {
  const partner = useSelector(actor, selectPartner);
  const unavailable = useSelector(actor, selectChatUnavailable);
  // The room runs its socket as its child 'socket'.
  const socket = useSelector(actor, (snapshot) => snapshot.children.socket as SocketActorRef | undefined);
  const { color, wallpaper } = useChatLook();
  if (!partner) return null;
  return (
    <section
      className="chat"
      data-scope="chat"
      data-part="root"
      style={wallpaper ? { backgroundImage: `url("${wallpaper}")` } : undefined}
      data-wallpaper={wallpaper ? '' : undefined}
    >
      <ChatHeader actor={actor} partner={partner} />
      {unavailable ? <ConnectionBanner socket={socket} fallback={MESSAGES.chatUnavailableBanner} className="chat__banner" /> : null}
      <MessageList actor={actor} color={color} />
      <Composer actor={actor} />
    </section>
  );
}
