export { createPostMachine } from './createPost.machine';
export { createPostActors, loadPostOptions, postRefusalOf, submitPost } from './createPost.actors';
export * from './createPost.selectors';
export * from './createPost.types';
export {
  createPostFailureMessage,
  emptyPostValues,
  flatMessages,
  isCategoryType,
  fallbackPostOptions,
  hasPostInput,
  mediaFileError,
  mediaKindOf,
  mediaLimit,
  pickMedia,
  toPostPayload,
  typeIntoField,
  validatePost,
} from './createPost.rules';
