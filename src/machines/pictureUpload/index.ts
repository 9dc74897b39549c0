export { pictureUploadMachine } from './pictureUpload.machine';
export { pictureUploadActors, uploadPicture, type UploadPictureInput } from './pictureUpload.actors';
export * from './pictureUpload.selectors';
export * from './pictureUpload.types';
