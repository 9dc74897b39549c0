import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import { MESSAGES } from '../../contract/constants';
import { errorAnswerSchema, firstError } from '../../contract/errors';
import type { FeedbackPayload } from '../../contract/settings';
import { ApiError } from '../../services/api';
import { sendFeedback, type FeedbackSender } from '../../services/settings';
import type { ContactKind, ContactOutcome } from './contactForm.types';

/** Document 3's feedback failures: the network, the input, anything else. */
function feedbackFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.feedbackFailed;
  if (error.status === 0) return MESSAGES.networkErrorRegister;
  return error.status === 400 ? MESSAGES.validationFailed : MESSAGES.feedbackFailed;
}

/** A ticket number that is not the user's is explained ('No ticket ... was found'); any other failure is the spec's. */
function ticketFailure(error: unknown): string {
  const answer = error instanceof ApiError && error.status === 400 ? z.safeParse(errorAnswerSchema, error.data) : undefined;
  return (answer?.success ? firstError(answer.data.errors, 'ticket_number') : undefined) ?? MESSAGES.ticketFailed;
}

/** POST /feedback; failures resolve with the words to show. */
export const submitContact = fromPromise<ContactOutcome, { kind: ContactKind; payload: FeedbackPayload; sender: FeedbackSender }>(
  async ({ input, signal }) => {
    try {
      return { ok: true, answer: await sendFeedback({ ...input.payload, ...input.sender }, signal) };
    } catch (error) {
      if (signal.aborted) throw error;
      return { ok: false, message: input.kind === 'ticket' ? ticketFailure(error) : feedbackFailure(error) };
    }
  },
);

export const contactFormActors = { submitContact };
