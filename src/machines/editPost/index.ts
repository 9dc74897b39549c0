export { editPostMachine } from './editPost.machine';
export { editPostActors, savePost } from './editPost.actors';
export * from './editPost.selectors';
export * from './editPost.types';
export { editFailureMessage, hasEdits, movePhoto, photosOfPost, pickPhotos, toEditPayload, valuesOfPost } from './editPost.rules';
