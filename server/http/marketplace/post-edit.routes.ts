import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { editPostPayloadSchema, markSoldPayloadSchema, MESSAGES, type PostChangeAnswer } from '../../../src/contract';
import { registerMultipart } from '../../media/multipart';
import { storedPaths, storePostMedia, type StoredMedia } from '../../media/uploads';
import type { NewPostMedia } from '../../store/posts.store';
import { callerOf } from '../authenticate';
import { HttpError, notFound } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';
import { postsOf } from './post.presenter';
import { checkPostChoices, formFieldsOf, parsePostForm, vendorStoreOf } from './post-choices';
import { mediaFiles, mediaRowOf } from './post-media-rows';
import { planPhotos, type PhotoPlan } from './photo-plan';
import { withPostSubmission, type PostSubmission } from './post-submission';
import { postIdOf } from './posts.routes';

/**
 * The owner's listing life: PATCH /post/{id} edits a post with the create form's fields, limits and messages
 * (photos added, removed and reordered), PATCH /post/{id}/sold marks it sold or available again. Only the owner
 * changes a post (403 before any body is read); every change clears the visitors' feed pages in every process.
 * An edit is checked whole before anything is written; photos it drops lose their files once it is stored, new
 * files stored for an edit that then fails are removed. A lowered price is told to the post's watchers.
 */
export function postEditRoutes({ stores, auth, media, visitorPages, uploads, priceDropAlerts }: RouteDeps): FastifyPluginAsync {
  /** The post's id, once the caller is known to own it. */
  async function ownedPostId(request: FastifyRequest, notYours: string): Promise<number> {
    const id = postIdOf(request);
    const owner = await stores.posts.ownerOf(id);
    if (owner === undefined) throw notFound(MESSAGES.postNotFound);
    if (owner !== callerOf(request).userId) throw new HttpError(403, notYours);
    return id;
  }

  async function changedPost(request: FastifyRequest, id: number, message: string): Promise<PostChangeAnswer> {
    const [post] = postsOf(await stores.posts.cards([id], callerOf(request).userId));
    if (!post) throw notFound(MESSAGES.postNotFound);
    visitorPages.clear();
    return { success: true, message, post };
  }

  function rowsOf(plan: PhotoPlan, stored: readonly StoredMedia[]): NewPostMedia[] {
    return plan.photos.flatMap((photo) => {
      if ('kept' in photo) return [photo.kept];
      const upload = stored[photo.upload];
      return upload ? [mediaRowOf(upload)] : [];
    });
  }

  /** The edit checked, its new files stored and the post rewritten; answers the plan (what it dropped). */
  async function editPost(id: number, submission: PostSubmission, singleFile: boolean): Promise<PhotoPlan> {
    const payload = parsePostForm(editPostPayloadSchema, submission.payload);
    const category = await checkPostChoices(stores, payload);
    const plan = planPhotos(payload.photos, await stores.posts.mediaOf(id), submission.files.length, singleFile);
    const stored = await storePostMedia(media, submission.files);
    try {
      const updated = await stores.transaction((tx) => tx.posts.update(id, formFieldsOf(payload, category), rowsOf(plan, stored)));
      if (!updated) throw notFound(MESSAGES.postNotFound);
    } catch (error) {
      await media.remove(storedPaths(stored));
      throw error;
    }
    return plan;
  }

  return async (app) => {
    await registerMultipart(app);

    app.patch('/post/:id', { preHandler: auth.required }, async (request) => {
      const id = await ownedPostId(request, MESSAGES.notYourPostToEdit);
      const was = await stores.posts.priceOf(id);
      const singleFile = !(await vendorStoreOf(stores, request)).allow_multi_image;
      const plan = await withPostSubmission(request, uploads, { singleFile }, (submission) => editPost(id, submission, singleFile));
      // Files go only once the rows no longer name them, so no answer ever names a missing file.
      await media.remove(mediaFiles(plan.dropped)).catch((error: unknown) => {
        request.log.warn({ err: error, postid: id }, 'could not remove the media files an edit dropped');
      });
      const answer = await changedPost(request, id, MESSAGES.postUpdated);
      // Watchers hear of a lower price after the answer, never delaying it (issue 16).
      const owner = { id: callerOf(request).userId, username: callerOf(request).user.username };
      if (was !== undefined) priceDropAlerts.priceChanged({ postId: id, owner, title: answer.post.title, was, now: answer.post.price });
      return answer;
    });

    app.patch('/post/:id/sold', { preHandler: auth.required }, async (request) => {
      const id = await ownedPostId(request, MESSAGES.notYourPostToMark);
      const { sold } = parseInput(markSoldPayloadSchema, request.body);
      if (!(await stores.posts.markSold(id, sold))) throw notFound(MESSAGES.postNotFound);
      return changedPost(request, id, sold ? MESSAGES.postMarkedSold : MESSAGES.postMarkedAvailable);
    });
  };
}
