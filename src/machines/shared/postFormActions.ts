import { assign, emit, enqueueActions, type EventObject } from 'xstate';
import { MESSAGES } from '../../contract';
import { serverFieldMessages, typedInto } from '../createPost/createPost.rules';
import type { CreatePostOutcome, PostField, PostOptions } from '../createPost/createPost.types';
import { withTouched } from './formMessages';
import type { PostFormContext, PostFormToast } from './postFormTypes';

type Refusal = Extract<CreatePostOutcome, { ok: false }>;

/** How a post form words a failed submission: the refusal's words, else `fallback` when the call itself failed. */
export type PostFailureWords = { message: (outcome: Refusal) => string; fallback: string };

/**
 * The actions every post form names in its chart (postFormChart): the options loaded, a field typed or left,
 * a refused submit revealing every message, and a failed submission reported in the form's words. They set only
 * the fields of PostFormContext, which the form's own context extends. A machine adds them with
 * `setup({...}).extend({ actions })`: listed among its own actions they would stop TypeScript inferring the others.
 */
export function postFormActions<TContext extends PostFormContext, TEvent extends EventObject>(words: PostFailureWords) {
  // The one cast: TypeScript cannot see that a part of PostFormContext is a part of a context that extends it.
  const update = (fields: Partial<PostFormContext>) => fields as Partial<TContext>;
  return {
    storeOptions: assign<TContext, TEvent, PostOptions, TEvent, never>((_, options) => update({ options })),
    storeValue: assign<TContext, TEvent, { field: PostField; value: string }, TEvent, never>(({ context }, params) =>
      update(typedInto(context, params.field, params.value)),
    ),
    markTouched: assign<TContext, TEvent, { field: PostField }, TEvent, never>(({ context }, params) =>
      update({ touched: withTouched(context.touched, params.field) }),
    ),
    revealAllErrors: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ revealAll: true })),
    toastFillRequired: emit<TContext, TEvent, undefined, TEvent, PostFormToast>({ type: 'toast', tone: 'error', message: MESSAGES.fillAllRequired }),
    clearFailure: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ failure: undefined })),
    reportFailure: enqueueActions<TContext, TEvent, { outcome: CreatePostOutcome | undefined }, TEvent, never, never, never, never, PostFormToast>(
      ({ enqueue }, params) => {
        const outcome = params.outcome;
        const message = outcome && !outcome.ok ? words.message(outcome) : words.fallback;
        enqueue.assign(() => update({ failure: message, serverErrors: outcome && !outcome.ok ? serverFieldMessages(outcome.errors) : {} }));
        enqueue.emit({ type: 'toast', tone: 'error', message });
      },
    ),
  };
}
