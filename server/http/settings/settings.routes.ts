import type { FastifyPluginAsync } from 'fastify';
import {
  feedbackPayloadSchema,
  feedbackReferenceOf,
  FEEDBACK_TYPES,
  fillTemplate,
  locationUpdatePayloadSchema,
  MESSAGES,
  TICKET_NUMBER_PATTERN,
  ticketNumberOf,
  trackEventPayloadSchema,
  uploadFieldsSchema,
  UPLOAD_DEFAULT_FOLDER,
  type FeedbackAnswer,
  type LocationUpdateAnswer,
  type UploadAnswer,
} from '../../../src/contract';
import { registerMultipart } from '../../media/multipart';
import { imageFileRule, SINGLE_IMAGE_RULES, storeImage } from '../../media/uploads';
import type { NewSubmission } from '../../store/feedback.store';
import { callerOf } from '../authenticate';
import { badRequest } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';
import { supportMail, ticketReceiptMail, type SubmissionMail } from './feedback-mail';

/** Uploads go under uploads/, a named folder under uploads/<folder>/, so they never mix with posts or pictures. */
function uploadFolder(folder: string): string {
  return folder === UPLOAD_DEFAULT_FOLDER ? UPLOAD_DEFAULT_FOLDER : `${UPLOAD_DEFAULT_FOLDER}/${folder}`;
}

/** POST /upload/, POST /location/update, POST /track_event and POST /feedback (feedback and support tickets). */
export function settingsRoutes({ stores, auth, config, mailer, limits, uploads, media }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await registerMultipart(app);

    /** An image (by its content, at most 1 MB, re-encoded without metadata); answers where it is stored. */
    app.post('/upload', { preHandler: [auth.required, limits.upload] }, async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(MESSAGES.noImageSelected);
      const options = { maxFiles: 1, tooManyFiles: MESSAGES.oneImageAtATime, rule: imageFileRule(SINGLE_IMAGE_RULES) };
      const stored = await uploads.receive(request, options, async (form) => {
        const { folder } = parseInput(uploadFieldsSchema, form.fields);
        const [file] = form.files;
        if (!file) throw badRequest(MESSAGES.noImageSelected, { file: [MESSAGES.noImageSelected] });
        return storeImage(media, file, uploadFolder(folder));
      });
      const answer: UploadAnswer = { path: stored.path, url: stored.url };
      return reply.code(201).send(answer);
    });

    app.post('/location/update', { preHandler: auth.required }, async (request): Promise<LocationUpdateAnswer> => {
      const { latitude, longitude } = parseInput(locationUpdatePayloadSchema, request.body);
      const at = await stores.settings.setLastKnownLocation(callerOf(request).userId, latitude, longitude);
      return { response: 'successful', message: MESSAGES.locationUpdated, latitude, longitude, location_updated_at: at };
    });

    app.post('/track_event', { preHandler: [auth.optional, limits.trackEvent] }, async (request, reply) => {
      const { event, path, properties } = parseInput(trackEventPayloadSchema, request.body);
      await stores.events.record({ userId: request.caller?.userId ?? null, event, path, properties });
      return reply.code(202).send({ recorded: true });
    });

    app.post('/feedback', { preHandler: [auth.required, limits.feedback] }, async (request, reply) => {
      const caller = callerOf(request);
      const payload = parseInput(feedbackPayloadSchema, request.body);
      const submission: NewSubmission = {
        userId: caller.userId,
        subject: payload.subject,
        message: payload.message,
        username: caller.user.username,
        email: caller.user.email,
        phone: caller.user.phone,
        platform: payload.platform,
        clientTimestamp: payload.timestamp ?? null,
      };
      let mail: SubmissionMail;
      if (payload.feedback_type === FEEDBACK_TYPES.feedback) {
        const id = await stores.feedback.addFeedback(submission);
        mail = { submission, kind: 'feedback', reference: feedbackReferenceOf(id), followUp: false };
      } else if (payload.ticket_number === '') {
        const id = await stores.transaction((trx) => trx.feedback.openTicket(submission));
        mail = { submission, kind: 'ticket', reference: ticketNumberOf(id), followUp: false };
      } else {
        const ticketId = Number(TICKET_NUMBER_PATTERN.exec(payload.ticket_number)?.[1] ?? 0);
        const added = await stores.transaction((trx) => trx.feedback.addToTicket(ticketId, submission));
        const notFound = fillTemplate(MESSAGES.ticketNotFound, { ticket: payload.ticket_number });
        if (!added) throw badRequest(notFound, { ticket_number: [notFound] });
        mail = { submission, kind: 'ticket', reference: ticketNumberOf(ticketId), followUp: true };
      }
      // Stored first: a mail server that is down delays the mail, never loses the submission.
      const mails = [supportMail(config.supportEmail, mail), ...(mail.kind === 'ticket' ? [ticketReceiptMail(caller.user.first_name, mail)] : [])];
      for (const message of mails) {
        await mailer.send(message).catch((error: unknown) => request.log.error({ err: error, reference: mail.reference }, 'feedback mail failed'));
      }
      const isTicket = mail.kind === 'ticket';
      const answer: FeedbackAnswer = {
        success: true,
        message: isTicket ? MESSAGES.ticketSubmitted : MESSAGES.feedbackSubmitted,
        feedback_type: payload.feedback_type,
        reference: mail.reference,
        ticket_number: isTicket ? mail.reference : null,
      };
      return reply.code(201).send(answer);
    });
  };
}
