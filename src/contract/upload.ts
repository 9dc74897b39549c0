import { z } from 'zod';
import { UPLOAD_DEFAULT_FOLDER } from './constants';

/** POST /upload/ multipart fields besides the file. */
export const uploadFieldsSchema = z.object({
  folder: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/i, 'Folder may use letters, digits, dashes and underscores only.')
    .default(UPLOAD_DEFAULT_FOLDER),
});

export const uploadAnswerSchema = z.object({
  path: z.string(),
  url: z.string(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
