import { z } from 'zod/mini';
import { UPLOAD_DEFAULT_FOLDER } from './constants';

/** POST /upload/ multipart fields besides the file. */
export const uploadFieldsSchema = z.object({
  folder: z._default(
    z.string().check(z.trim(), z.regex(/^[a-z0-9_-]{1,40}$/i, 'Folder may use letters, digits, dashes and underscores only.')),
    UPLOAD_DEFAULT_FOLDER,
  ),
});

export const uploadAnswerSchema = z.object({
  path: z.string(),
  url: z.string(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
