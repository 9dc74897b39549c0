import type { SnapshotFrom } from 'xstate';
import type { pictureUploadMachine } from './pictureUpload.machine';
import type { SettingsStatus } from './pictureUpload.types';

export type PictureUploadSnapshot = SnapshotFrom<typeof pictureUploadMachine>;

export const selectPictureFile = (snapshot: PictureUploadSnapshot): File | null => snapshot.context.file;
export const selectIsUploadingPicture = (snapshot: PictureUploadSnapshot): boolean => snapshot.hasTag('busy');
export const selectPictureStatus = (snapshot: PictureUploadSnapshot): SettingsStatus | null => snapshot.context.status;
