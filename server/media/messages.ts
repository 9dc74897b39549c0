import { fillTemplate, MESSAGES } from '../../src/contract';

/** The contract's media texts with their `{file}` slots as functions, so a caller cannot forget to fill them. */
export const MEDIA_MESSAGES = {
  tooManyFiles: MESSAGES.maxFiles,
  notImageOrVideo: (file: string) => fillTemplate(MESSAGES.notImageOrVideo, { file }),
  imageOver10MB: (file: string) => fillTemplate(MESSAGES.fileTooLarge, { file, limit: '10MB' }),
  videoOver50MB: (file: string) => fillTemplate(MESSAGES.fileTooLarge, { file, limit: '50MB' }),
  tooManyPixels: (file: string) => fillTemplate(MESSAGES.imageTooManyPixels, { file }),
  notAnImage: MESSAGES.notAnImage,
  imageOver1MB: MESSAGES.imageOver1MB,
  noImage: MESSAGES.noImageSelected,
  formTooLarge: MESSAGES.formTooLarge,
} as const;
