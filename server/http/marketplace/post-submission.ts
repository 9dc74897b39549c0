import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../src/contract';
import type { ReceivedFile } from '../../media/received-file';
import { POST_FILE_RULE } from '../../media/uploads';
import { badRequest } from '../http-error';
import type { UploadGate } from '../upload-gate';

/** What a create-post request carries before any check: the post's fields and its files in order. */
export type PostSubmission = { payload: unknown; files: ReceivedFile[] };

/** The multipart form's `post` field (JSON), or, from a client that sends the fields one by one, the fields themselves. */
function payloadOf(fields: Record<string, string>): unknown {
  const { post } = fields;
  if (post === undefined) return fields;
  try {
    return JSON.parse(post);
  } catch {
    throw badRequest(MESSAGES.invalidPostData, { post: [MESSAGES.invalidPostData] });
  }
}

/**
 * Reads POST / : a multipart form (the `post` field plus files named image_{n}_{filename}) or a JSON body
 * for a text-only post, and runs `create` with it while its files are on disk. The files are checked as
 * they arrive: one that is neither an image nor a video by its first bytes, one over its limit, or a sixth
 * (a second for a single-file store) is refused then (MediaRejected), so no upload is ever held whole.
 */
export async function withPostSubmission<T>(
  request: FastifyRequest,
  uploads: UploadGate,
  { singleFile }: { singleFile: boolean },
  create: (submission: PostSubmission) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) return create({ payload: request.body, files: [] });
  const options = singleFile ? { maxFiles: 1, tooManyFiles: MESSAGES.oneImagePerPost } : {};
  return uploads.receive(request, { ...options, rule: POST_FILE_RULE }, (form) => create({ payload: payloadOf(form.fields), files: form.files }));
}
