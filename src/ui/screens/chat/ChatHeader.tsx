import { useSelector } from '@xstate/react';
import { ArrowLeft } from '../../components/icons';
import { Link } from '../../components/links';
import type { ChatPartner } from '../../../contract/chats';
import { selectOtherLastSeen, selectOtherStatus, selectOtherTyping, type ChatRoomActorRef } from '../../../machines/chatRoom';
import { ProfilePicture } from '../../components/ProfilePicture';
import { lastSeenText } from './chatFormat';
import { partnerName } from './partnerName';
import { BlockButton } from '../block/BlockButton';

const STATUS_WORDS = { online: 'Online', away: 'Away', offline: 'Offline' } as const;

/** Back to /chats; the partner's avatar, name, online dot and Last seen (typing... while they type); their profile. */
export function ChatHeader({ actor, partner }: { actor: ChatRoomActorRef; partner: ChatPartner }) {
  const status = useSelector(actor, selectOtherStatus);
  const lastSeen = useSelector(actor, selectOtherLastSeen);
  const typing = useSelector(actor, selectOtherTyping);
  const name = partnerName(partner);
  const profile = `/profile/${encodeURIComponent(partner.username)}`;
  const subtitle = typing ? 'typing...' : status === 'offline' ? (lastSeenText(lastSeen, Date.now()) ?? STATUS_WORDS.offline) : STATUS_WORDS[status];
  return (
    <header className="chat-header" data-scope="chat" data-part="header">
      <Link to="/chats" className="chat-header__back" aria-label="Back to chats" data-part="back">
        <ArrowLeft />
      </Link>
      <div className="chat-header__who" data-part="partner">
        <span className="chat-header__avatar">
          <ProfilePicture className="chat-avatar" src={partner.profile.profileimg} name={name} size={40} />
          <span className="chat-header__dot" data-status={status} aria-hidden="true" />
        </span>
        <div className="chat-header__text">
          <h1 className="chat-header__name">
            <Link to={profile} className="chat-header__link">
              {name}
            </Link>
          </h1>
          <span className="chat-header__status" data-part="status" data-typing={typing ? '' : undefined}>
            {subtitle}
          </span>
        </div>
      </div>
      <Link to={profile} className="button button--ghost chat-header__profile" data-part="profile">
        Profile
      </Link>
      <BlockButton username={partner.username} />
    </header>
  );
}
