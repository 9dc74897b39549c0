import {
  CATEGORIES,
  DELIVERY_TIMES,
  LIMITS,
  MESSAGES,
  createPostPayloadSchema,
  fillTemplate,
  type CategoryType,
  type CreatePostPayload,
  type FieldErrors,
} from '../../contract';
import {
  POST_FIELDS,
  type CreatePostOutcome,
  type MediaKind,
  type PostField,
  type PostMedia,
  type PostMessages,
  type PostOptions,
  type PostValues,
} from './createPost.types';

export const emptyPostValues = (): PostValues => ({
  category_type: '',
  category: '',
  title: '',
  caption: '',
  price: '',
  delivery_time: '',
  description: '',
});

export const fallbackPostOptions = (): PostOptions => ({ categories: CATEGORIES, deliveryTimes: DELIVERY_TIMES });

const MAX_LENGTH: Partial<Record<PostField, number>> = {
  title: LIMITS.titleMax,
  caption: LIMITS.captionMax,
  description: LIMITS.descriptionMax,
};

const PRICE_TEXT = /^\d*\.?\d*$/;

/**
 * The values after typing `value` into `field`: text beyond its limit is
 * ignored, a price that is not numeric text is refused (undefined), and a new
 * post type clears the category.
 */
export function typeIntoField(values: PostValues, field: PostField, value: string): PostValues | undefined {
  if (field === 'price' && !PRICE_TEXT.test(value)) return undefined;
  const max = MAX_LENGTH[field];
  const next = { ...values, [field]: max === undefined ? value : value.slice(0, max) };
  if (field === 'category_type' && value !== values.category_type) next.category = '';
  return next;
}

/** The form after typing into a field: its values, and the server's message of that field gone; nothing when the text is refused. */
export function typedInto(form: { values: PostValues; serverErrors: PostMessages }, field: PostField, value: string): { values?: PostValues; serverErrors?: PostMessages } {
  const values = typeIntoField(form.values, field, value);
  if (!values) return {};
  const serverErrors = { ...form.serverErrors };
  delete serverErrors[field];
  return { values, serverErrors };
}

export const isCategoryType = (value: string): value is CategoryType => value === 'product' || value === 'service';

/** The payload the form's values make. */
export function toPostPayload(values: PostValues, username: string): CreatePostPayload {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    caption: values.caption.trim(),
    category: values.category ? Number(values.category) : 0,
    ...(isCategoryType(values.category_type) ? { category_type: values.category_type } : {}),
    price: values.price.trim() === '' ? '' : Number(values.price),
    delivery_time: values.delivery_time,
    user: username,
  };
}

const isPostField = (key: PropertyKey | undefined): key is PostField => POST_FIELDS.some((field) => field === key);

/** The first message per field: the contract's post rules plus the post-type rule. */
export function validatePost(values: PostValues): PostMessages {
  const messages: PostMessages = {};
  if (!isCategoryType(values.category_type)) messages.category_type = MESSAGES.categoryTypeRequired;
  const parsed = createPostPayloadSchema.safeParse(toPostPayload(values, ''));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isPostField(field) && !messages[field]) messages[field] = issue.message;
    }
  }
  return messages;
}

export const isPostValid = (values: PostValues): boolean => Object.keys(validatePost(values)).length === 0;

/** Anything typed or picked: Cancel then asks before throwing it away. */
export const hasPostInput = (values: PostValues, media: readonly PostMedia[]): boolean =>
  media.length > 0 || Object.values(values).some((value) => value.trim() !== '');

// ---------------------------------------------------------------------------
// Media

const EXTENSIONS: Record<MediaKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'],
  video: ['mp4', 'webm', 'ogg', 'mov', 'avi', 'mkv', 'flv', 'wmv', 'm4v'],
};

const MIME_SUBTYPES: Record<MediaKind, readonly string[]> = {
  image: ['jpeg', 'jpg', 'png', 'gif', 'webp', 'bmp', 'x-ms-bmp'],
  video: ['mp4', 'webm', 'ogg', 'quicktime', 'x-msvideo', 'avi', 'x-matroska', 'x-flv', 'x-ms-wmv', 'x-m4v'],
};

const MAX_BYTES: Record<MediaKind, number> = { image: LIMITS.imageMaxBytes, video: LIMITS.videoMaxBytes };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

/** Image or video by MIME type or, failing that, by extension; undefined for anything else. */
export function mediaKindOf(file: Pick<File, 'name' | 'type'>): MediaKind | undefined {
  const [family, subtype = ''] = file.type.toLowerCase().split('/');
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const kinds: MediaKind[] = ['image', 'video'];
  return (
    kinds.find((kind) => family === kind && MIME_SUBTYPES[kind].includes(subtype)) ??
    kinds.find((kind) => file.name.includes('.') && EXTENSIONS[kind].includes(extension))
  );
}

/** Why one file is refused, if it is. */
export function mediaFileError(file: File): string | undefined {
  const kind = mediaKindOf(file);
  if (!kind) return fillTemplate(MESSAGES.notImageOrVideo, { file: file.name });
  if (file.size > MAX_BYTES[kind]) return fillTemplate(MESSAGES.fileTooLarge, { file: file.name, limit: megabytes(MAX_BYTES[kind]) });
  return undefined;
}

export const mediaLimit = (allowMultiple: boolean): number => (allowMultiple ? LIMITS.mediaFilesMax : 1);

/**
 * The media after a pick. With several files allowed, a pick that would pass 5
 * is refused as a whole; otherwise the one accepted file replaces the last.
 */
export function pickMedia(current: readonly PostMedia[], picked: readonly File[], allowMultiple: boolean): { media: PostMedia[]; errors: string[] } {
  if (allowMultiple && current.length + picked.length > LIMITS.mediaFilesMax) return { media: [...current], errors: [MESSAGES.maxFiles] };
  const errors: string[] = [];
  const accepted: PostMedia[] = [];
  for (const file of allowMultiple ? picked : picked.slice(0, 1)) {
    const error = mediaFileError(file);
    const kind = mediaKindOf(file);
    if (error || !kind) errors.push(error ?? MESSAGES.genericError);
    else accepted.push({ file, kind });
  }
  if (!allowMultiple) return { media: accepted.length ? accepted : [...current], errors };
  return { media: [...current, ...accepted], errors };
}

// ---------------------------------------------------------------------------
// Failures

/** Every message of the server's field errors, nested ones too. */
export function flatMessages(errors: FieldErrors | undefined): string[] {
  if (!errors) return [];
  return Object.values(errors).flatMap((value) => (Array.isArray(value) ? value : flatMessages(value)));
}

/** The error catalogue's "Create post" wording for a failed submission. */
export function createPostFailureMessage(outcome: Extract<CreatePostOutcome, { ok: false }>): string {
  const joined = [...new Set(flatMessages(outcome.errors))].join(', ');
  if (joined) return joined;
  if (outcome.status === 200) return outcome.message || MESSAGES.createPostFailed;
  if (outcome.status === 400) return MESSAGES.invalidPostData;
  if (outcome.status === 401) return MESSAGES.logInAgainToPost;
  if (outcome.status >= 500) return MESSAGES.serverErrorLater;
  if (outcome.status === 0 && outcome.message === MESSAGES.networkError) return MESSAGES.networkError;
  return outcome.message && outcome.message !== MESSAGES.genericError ? outcome.message : MESSAGES.createPostFailed;
}

/** The server's first message per form field. */
export function serverFieldMessages(errors: FieldErrors | undefined): PostMessages {
  const messages: PostMessages = {};
  for (const [key, value] of Object.entries(errors ?? {})) {
    if (isPostField(key) && Array.isArray(value) && value[0]) messages[key] = value[0];
  }
  return messages;
}
