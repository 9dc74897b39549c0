import type { SnapshotFrom } from 'xstate';
import { LIMITS } from '../../contract';
import { mediaLimit } from '../createPost/createPost.rules';
import type { editPostMachine } from './editPost.machine';
import type { EditPhoto } from './editPost.types';

export type EditPostSnapshot = SnapshotFrom<typeof editPostMachine>;

export const selectEditPhotos = (snapshot: EditPostSnapshot): EditPhoto[] => snapshot.context.photos;
export const selectEditMediaErrors = (snapshot: EditPostSnapshot): string[] => snapshot.context.mediaErrors;
export const selectEditAllowsMultiple = (snapshot: EditPostSnapshot): boolean => snapshot.context.allowMultiple;
/** Another photo fits: always for a one-photo store (a pick replaces it), else under 5. */
export const selectCanAddPhoto = (snapshot: EditPostSnapshot): boolean =>
  snapshot.matches('form') && (!snapshot.context.allowMultiple || snapshot.context.photos.length < mediaLimit(true));
export const selectCanMovePhotos = (snapshot: EditPostSnapshot): boolean => snapshot.matches('form') && snapshot.context.photos.length > 1;
export const selectPhotoCount = (snapshot: EditPostSnapshot): string => `${snapshot.context.photos.length}/${snapshot.context.allowMultiple ? LIMITS.mediaFilesMax : 1}`;

export const selectIsEditPreparing = (snapshot: EditPostSnapshot): boolean => snapshot.matches('preparing');
export const selectIsSaving = (snapshot: EditPostSnapshot): boolean => snapshot.matches('saving');
export const selectIsConfirmingEditDiscard = (snapshot: EditPostSnapshot): boolean => snapshot.matches('confirmingDiscard');
export const selectEditFailure = (snapshot: EditPostSnapshot): string | undefined => (snapshot.matches('form') ? snapshot.context.failure : undefined);
/** The form is done: saved, or closed without saving. */
export const selectIsEditDone = (snapshot: EditPostSnapshot): boolean => snapshot.status === 'done';
