import { avatarOrDefault, DEFAULT_AVATAR } from '../format';

type ProfilePictureProps = {
  src: string | null | undefined;
  /** Whose picture it is, for its alt text. */
  name: string;
  size: number;
  /** The screen's own look for it. */
  className: string;
};

/** Someone's profile picture; a missing or broken one shows the default picture instead. */
export function ProfilePicture({ src, name, size, className }: ProfilePictureProps) {
  return (
    <img
      className={className}
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
