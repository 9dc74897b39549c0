import { avatarOrDefault, DEFAULT_AVATAR } from '../../format';

/** A user's picture; a missing or broken one shows the default picture instead. */
export function SearchAvatar({ src, name }: { src: string; name: string }) {
  return (
    <img
      className="search-result__avatar"
      src={avatarOrDefault(src)}
      alt={`${name}'s profile picture`}
      width={56}
      height={56}
      loading="lazy"
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(DEFAULT_AVATAR)) image.src = DEFAULT_AVATAR;
      }}
    />
  );
}
