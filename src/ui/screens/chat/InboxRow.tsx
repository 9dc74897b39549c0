import { Camera } from '../../components/icons';
import { Link } from '../../components/links';
import type { ChatRoom } from '../../../contract/chats';
import { ProfilePicture } from '../../components/ProfilePicture';
import { badgeText, IMAGE_PLACEHOLDER, inboxTime, previewText } from './chatFormat';
import { partnerName } from './partnerName';

function LastMessage({ room }: { room: ChatRoom }) {
  const last = room.last_message;
  if (!last) return 'No messages yet';
  const text = last.message === IMAGE_PLACEHOLDER ? '' : last.message;
  if (text || last.message_type !== 'image') return previewText(text);
  return (
    <>
      <Camera /> Photo
    </>
  );
}

/** One conversation: avatar, display name, the last message (30 characters), its time and the unread badge. */
export function InboxRow({ room, now }: { room: ChatRoom; now: number }) {
  const name = partnerName(room.other_user);
  const when = room.last_message?.created_at ?? room.last_activity;
  return (
    <li className="inbox-row" data-scope="inbox" data-part="row" data-unread={room.unread_count > 0 ? '' : undefined}>
      <Link to={`/chats/${encodeURIComponent(room.uniquecode)}`} className="inbox-row__link" aria-label={`Conversation with ${name}`}>
        <ProfilePicture className="chat-avatar" src={room.other_user.profile.profileimg} name={name} size={48} />
        <span className="inbox-row__body">
          <span className="inbox-row__top">
            <span className="inbox-row__name" data-part="name">
              {name}
            </span>
            <time className="inbox-row__time" dateTime={when} data-part="time">
              {inboxTime(when, now)}
            </time>
          </span>
          <span className="inbox-row__bottom">
            <span className="inbox-row__preview" data-part="preview">
              <LastMessage room={room} />
            </span>
            {room.unread_count > 0 ? (
              <span className="inbox-row__badge" data-part="badge" aria-label={`${room.unread_count} unread`}>
                {badgeText(room.unread_count)}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
