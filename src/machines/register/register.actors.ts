import { fromPromise } from 'xstate';
import { errorAnswerSchema, type RegisterPayload } from '../../contract';
import { register } from '../../services/accounts';
import { ApiError } from '../../services/api';
import type { RegisterOutcome } from './register.types';

/** POST /register; a refusal comes back as an outcome with the server's field errors, not as a throw. */
export const registerUser = fromPromise<RegisterOutcome, RegisterPayload>(async ({ input, signal }) => {
  try {
    return { ok: true, answer: await register(input, signal) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = errorAnswerSchema.safeParse(error.data);
    return { ok: false, status: error.status, message: error.message, errors: body.success ? body.data.errors : undefined };
  }
});

export const registerActors = { registerUser };
