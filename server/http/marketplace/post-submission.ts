import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../src/contract';
import { readMultipart } from '../../media/multipart';
import type { UploadedFile } from '../../media/uploads';
import { badRequest } from '../http-error';

/** What a create-post request carries before any check: the post's fields and its files in order. */
export type PostSubmission = { payload: unknown; files: UploadedFile[] };

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
 * Reads POST / : a multipart form (the `post` field plus files named image_{n}_{filename}) or a
 * JSON body for a text-only post. The multipart reader refuses a sixth file (a second for a single-file store) or one over 50MB
 * (MediaRejected) while reading, so an oversized upload is never held whole.
 */
export async function readPostSubmission(request: FastifyRequest, { singleFile }: { singleFile: boolean }): Promise<PostSubmission> {
  if (!request.isMultipart()) return { payload: request.body, files: [] };
  const form = await readMultipart(request, singleFile ? { maxFiles: 1, tooManyFiles: MESSAGES.oneImagePerPost } : {});
  return { payload: payloadOf(form.fields), files: form.files.map(({ filename, buffer }) => ({ filename, buffer })) };
}
