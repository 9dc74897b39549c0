import { useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import { MESSAGES } from '../../../../contract/constants';
import {
  pictureUploadMachine,
  selectIsUploadingPicture,
  selectPictureFile,
  selectPictureStatus,
  type ProfilePictureField,
} from '../../../../machines/pictureUpload';
import { useTracedActorRef } from '../../../app/useTracedActorRef';
import { avatarOrDefault } from '../../../format';
import { useActorToasts } from '../../../app/useActorToasts';
import { useReloadsCurrentUser } from '../currentUser';
import { SettingsCard } from '../SettingsLayout';
import { StatusBanner } from '../StatusBanner';
import { useObjectUrl } from '../useObjectUrl';

const COPY = {
  coverimg: { title: 'Cover Photo', noun: 'cover photo', part: 'cover-photo' },
  profileimg: { title: 'Profile Photo', noun: 'profile photo', part: 'profile-photo' },
} as const;

export type PictureSectionProps = {
  field: ProfilePictureField;
  /** The saved picture's address ('' when none). */
  saved: string;
};

/** Cover or profile photo: choose a file (checked at once), see it, save it with Update. */
export function PictureSection({ field, saved }: PictureSectionProps) {
  const actor = useTracedActorRef(pictureUploadMachine, { input: { field } });
  useActorToasts(actor);
  useReloadsCurrentUser(actor);
  const file = useSelector(actor, selectPictureFile);
  const busy = useSelector(actor, selectIsUploadingPicture);
  const status = useSelector(actor, selectPictureStatus);
  const preview = useObjectUrl(file);
  const copy = COPY[field];

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Emptied so that choosing the same file again is a new choice.
    event.target.value = '';
    if (chosen) actor.send({ type: 'file.selected', file: chosen });
  };

  return (
    <SettingsCard title={copy.title} part={copy.part} description="JPG, PNG, GIF or WebP, at most 1MB.">
      <PictureFrame field={field} src={preview ?? saved} title={copy.title} />
      <div className="settings-picture__actions">
        <label className={`button button--secondary${busy ? ' button--disabled' : ''}`} data-scope="settings" data-part="choose-file">
          Choose {copy.noun}
          <input type="file" accept="image/*" className="visually-hidden" disabled={busy} onChange={choose} />
        </label>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => actor.send({ type: 'upload.requested' })}
          data-scope="settings"
          data-part="update-picture"
        >
          {busy ? MESSAGES.updating : `Update ${copy.title}`}
        </button>
      </div>
      {file ? (
        <p className="settings-picture__file" data-scope="settings" data-part="selected-file">
          Selected: {file.name}
        </p>
      ) : null}
      <StatusBanner status={status} />
    </SettingsCard>
  );
}

function PictureFrame({ field, src, title }: { field: ProfilePictureField; src: string; title: string }) {
  if (field === 'profileimg') {
    return <img className="settings-picture settings-picture--avatar" src={avatarOrDefault(src)} alt={title} width={112} height={112} />;
  }
  return src ? (
    <img className="settings-picture settings-picture--cover" src={src} alt={title} />
  ) : (
    <div className="settings-picture settings-picture--cover settings-picture--empty" role="img" aria-label={`${title}: none yet`} />
  );
}
