import { useSelector } from '@xstate/react';
import {
  pictureUploadMachine,
  selectIsUploadingPicture,
  selectPictureFile,
  selectPictureStatus,
  type ProfilePictureField,
} from '../../../../machines/pictureUpload';
import { useScreenActor } from '../../../app/useScreenActor';
import { avatarOrDefault } from '../../../format';
import { useActorToasts } from '../../../app/useActorToasts';
import { useReloadsCurrentUser } from '../currentUser';
import { PictureActions } from '../PictureActions';
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
  const actor = useScreenActor(pictureUploadMachine, { input: { field } });
  useActorToasts(actor);
  useReloadsCurrentUser(actor);
  const file = useSelector(actor, selectPictureFile);
  const busy = useSelector(actor, selectIsUploadingPicture);
  const status = useSelector(actor, selectPictureStatus);
  const preview = useObjectUrl(file);
  const copy = COPY[field];

  return (
    <SettingsCard title={copy.title} part={copy.part} description="JPG, PNG, GIF or WebP, at most 1MB.">
      <PictureFrame field={field} src={preview ?? saved} title={copy.title} />
      <PictureActions
        chooseLabel={`Choose ${copy.noun}`}
        updateLabel={`Update ${copy.title}`}
        parts={{ choose: 'choose-file', update: 'update-picture' }}
        file={file}
        choosingClosed={busy}
        canUpdate={!busy}
        updating={busy}
        onChoose={(chosen) => actor.send({ type: 'file.selected', file: chosen })}
        onUpdate={() => actor.send({ type: 'upload.requested' })}
      />
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
