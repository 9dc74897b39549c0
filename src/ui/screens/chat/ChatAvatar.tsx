import { avatarOrDefault, DEFAULT_AVATAR } from '../../format';

/** A chat partner's picture; a missing or broken one shows the default picture. */
export function ChatAvatar({ src, name, size }: { src: string | null | undefined; name: string; size: number }) {
  return (
    <img
      className="chat-avatar"
      src={avatarOrDefault(src)}
      alt={`${name}'s profile picture`}
      width={size}
      height={size}
      loading="lazy"
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(DEFAULT_AVATAR)) image.src = DEFAULT_AVATAR;
      }}
    />
  );
}
