import { z } from 'zod/mini';
import { updateAnswerSchema } from './accounts';
import { FEEDBACK_TYPES, LIMITS, MESSAGES, NEW_TICKET } from './constants';
import { normalisePhone, numberLike, PHONE_PATTERN, requiredText } from './fields';

/** Update bodies refuse keys of another action (or of another user), so one request is one update of the caller. */
const updateBody = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.unknownUpdateAction : undefined),
  });

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const flag = z.boolean({ error: MESSAGES.mustBeTrueOrFalse });

/** A latitude (-90 to 90) or longitude (-180 to 180), refused with `message`. */
export const coordinate = (limit: 90 | 180, message: string) =>
  z.pipe(numberLike(message), z.number().check(z.gte(-limit, message), z.lte(limit, message)));

// --- POST /updatedata: the store and chat bodies (document 3, section 7) ---

export const STORE_TOGGLES = ['display_phone', 'allow_comments', 'allow_multi_image'] as const;
export type StoreToggle = (typeof STORE_TOGGLES)[number];

/** The store form. Text the body leaves out stays as it was (empty for a new store); the toggles likewise. */
export const vendorDetailsSchema = z.strictObject({
  marketname: requiredText(
    MESSAGES.businessNameRequired,
    z.string().check(z.maxLength(LIMITS.marketNameMax)),
  ),
  reg_number: optionalText(LIMITS.regNumberMax),
  phone: requiredText(
    MESSAGES.businessPhoneRequired,
    z.pipe(z.pipe(z.string(), z.transform(normalisePhone)), z.string().check(z.regex(PHONE_PATTERN, MESSAGES.validPhone))),
  ),
  address: requiredText(MESSAGES.businessAddressRequired, z.string().check(z.maxLength(LIMITS.addressMax))),
  city: optionalText(LIMITS.cityMax),
  state: optionalText(LIMITS.cityMax),
  country: optionalText(LIMITS.cityMax),
  display_phone: z.optional(flag),
  allow_comments: z.optional(flag),
  allow_multi_image: z.optional(flag),
});

/** Sent only when both coordinates exist; the radius is a positive whole number of km. */
export const vendorLocationSchema = z.strictObject({
  latitude: coordinate(90, MESSAGES.invalidStoreCoordinates),
  longitude: coordinate(180, MESSAGES.invalidStoreCoordinates),
  operational_radius: z.optional(
    z.nullable(
      z.pipe(
        numberLike(MESSAGES.serviceRadiusInvalid),
        z.number().check(
          z.int(MESSAGES.serviceRadiusInvalid),
          z.gte(1, MESSAGES.serviceRadiusInvalid),
          z.lte(LIMITS.serviceRadiusMaxKm, MESSAGES.serviceRadiusInvalid),
        ),
      ),
    ),
  ),
});

/** Creates the caller's store (they become a vendor) or replaces its details; with a location, moves it and its posts. */
export const updateVendorBodySchema = updateBody({
  vendorDetails: vendorDetailsSchema,
  vendor_location: z.optional(vendorLocationSchema),
});
export type UpdateVendorBody = z.input<typeof updateVendorBodySchema>;

/** One or more of the store's switches alone, as the Advanced Settings toggles save them. */
export const updateStoreTogglesBodySchema = updateBody({
  vendorDetails: z
    .strictObject({
      display_phone: z.optional(flag),
      allow_comments: z.optional(flag),
      allow_multi_image: z.optional(flag),
    })
    .check(
      z.refine((toggles) => Object.values(toggles).some((value) => value !== undefined), {
        message: MESSAGES.unknownUpdateAction,
      }),
    ),
});
export type UpdateStoreTogglesBody = z.input<typeof updateStoreTogglesBodySchema>;

const bankText = (max: number) => requiredText(MESSAGES.bankDetailsRequired, z.string().check(z.maxLength(max)));

/** The vendor's payout account; saving replaces the one before. */
export const updateBankBodySchema = updateBody({
  bankDetails: z.strictObject(
    {
      bank_name: bankText(LIMITS.bankFieldMax),
      account_name: bankText(LIMITS.bankFieldMax),
      account_number: requiredText(
        MESSAGES.bankDetailsRequired,
        z.string().check(z.regex(new RegExp(`^\\d{${LIMITS.accountNumberDigits}}$`), MESSAGES.accountNumberDigits)),
      ),
      is_active: z.optional(z.literal(true, { error: MESSAGES.mustBeTrueOrFalse })),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.bankDetailsRequired : undefined) },
  ),
});
export type UpdateBankBody = z.input<typeof updateBankBodySchema>;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc` and `#AABBCC` alike, saved as `#AABBCC`. */
function sixDigitColour(colour: string): string {
  const digits = colour.slice(1).toUpperCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

export const updateChatColorBodySchema = updateBody({
  user_chat_setting: z.strictObject(
    {
      background_color: requiredText(
        MESSAGES.colorRequired,
        z.pipe(z.string().check(z.regex(HEX_COLOUR, MESSAGES.colorInvalid)), z.transform(sixDigitColour)),
      ),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.colorRequired : undefined) },
  ),
});
export type UpdateChatColorBody = z.input<typeof updateChatColorBodySchema>;

/** The multipart file fields of POST /updatedata: one picture per request, checked by its content, at most 1 MB. */
export const UPDATE_IMAGE_FIELDS = ['profileimg', 'coverimg', 'wallpaper'] as const;
export type UpdateImageField = (typeof UPDATE_IMAGE_FIELDS)[number];

/** A vendor body's answer: `created` is true when this request made the caller a vendor. */
export const storeUpdateAnswerSchema = z.extend(updateAnswerSchema, { created: z.boolean() });
export type StoreUpdateAnswer = z.infer<typeof storeUpdateAnswerSchema>;

/** A picture's answer: the field and the stored picture's URL path (under /media/), as currentuser will show it. */
export const imageUpdateAnswerSchema = z.extend(updateAnswerSchema, {
  field: z.enum(UPDATE_IMAGE_FIELDS),
  url: z.string(),
});
export type ImageUpdateAnswer = z.infer<typeof imageUpdateAnswerSchema>;

/** A chat colour's answer, with the colour as saved. */
export const chatColorAnswerSchema = z.extend(updateAnswerSchema, { background_color: z.string() });

// --- POST /location/update ---

/** The browser's position; other fields a client adds (timestamp, speed) are ignored. */
export const locationUpdatePayloadSchema = z.object({
  latitude: coordinate(90, MESSAGES.invalidLocationReceived),
  longitude: coordinate(180, MESSAGES.invalidLocationReceived),
  accuracy: z.optional(z.nullable(z.number().check(z.gte(0)))),
});
export type LocationUpdatePayload = z.input<typeof locationUpdatePayloadSchema>;

export const locationUpdateAnswerSchema = z.object({
  response: z.literal('successful'),
  message: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  location_updated_at: z.string(),
});
export type LocationUpdateAnswer = z.infer<typeof locationUpdateAnswerSchema>;

// --- POST /track_event ---

const propertyValue = z.union([
  z.string().check(z.maxLength(LIMITS.trackEventValueMax)),
  z.number().check(z.refine(Number.isFinite)),
  z.boolean(),
  z.null(),
]);

/** One product event for the bounded log; the caller (when signed in) and the time are the server's. */
export const trackEventPayloadSchema = z.object({
  event: z
    .string({ error: MESSAGES.invalidEvent })
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.invalidEvent),
      z.maxLength(LIMITS.trackEventNameMax, MESSAGES.invalidEvent),
      z.regex(/^[\w .:-]+$/, MESSAGES.invalidEvent),
    ),
  path: z._default(z.string().check(z.trim(), z.maxLength(LIMITS.trackEventPathMax)), ''),
  properties: z._default(
    z
      .record(z.string().check(z.maxLength(LIMITS.trackEventNameMax)), propertyValue, { error: MESSAGES.invalidEventProperties })
      .check(
        z.refine((properties) => Object.keys(properties).length <= LIMITS.trackEventPropertiesMax, {
          message: MESSAGES.invalidEventProperties,
        }),
      ),
    {},
  ),
});
export type TrackEventPayload = z.input<typeof trackEventPayloadSchema>;

// --- POST /feedback (feedback and support tickets) ---

export const feedbackTypeSchema = z.enum([FEEDBACK_TYPES.feedback, FEEDBACK_TYPES.ticket], {
  error: MESSAGES.unknownFeedbackType,
});

/** Ticket numbers look like TKT-000123 (at least six digits). */
export const TICKET_NUMBER_PATTERN = /^TKT-(\d{6,})$/;

export function ticketNumberOf(id: number): string {
  return `TKT-${String(id).padStart(6, '0')}`;
}

export function feedbackReferenceOf(id: number): string {
  return `FB-${String(id).padStart(6, '0')}`;
}

/**
 * The contact page's payload (document 3, section 3). The sender (username, email, phone, user_id) is the
 * signed-in caller, whatever the body says; a ticket number of the caller's adds to that ticket, blank or
 * 'New Ticket' opens one.
 */
export const feedbackPayloadSchema = z.object({
  subject: requiredText(MESSAGES.fillAllRequired, z.string().check(z.maxLength(LIMITS.feedbackSubjectMax))),
  message: requiredText(MESSAGES.fillAllRequired, z.string().check(z.maxLength(LIMITS.feedbackMessageMax))),
  feedback_type: feedbackTypeSchema,
  ticket_number: z._default(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(40)),
      z.transform((ticket: string) => (ticket === '' || ticket.toLowerCase() === NEW_TICKET.toLowerCase() ? '' : ticket.toUpperCase())),
    ),
    '',
  ),
  platform: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  timestamp: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type FeedbackPayload = z.input<typeof feedbackPayloadSchema>;

/** 201. `reference` is FB-000045 for feedback; for a ticket it is the ticket number, also in `ticket_number`. */
export const feedbackAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  feedback_type: feedbackTypeSchema,
  reference: z.string(),
  ticket_number: z.nullable(z.string()),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;
