import { fallbackPostOptions } from '../createPost/createPost.rules';
import type { CreatePostOutcome, PostOptions, PostValues } from '../createPost/createPost.types';
import type { PostFormContext, PostFormEvent, PostFormInput } from './postFormTypes';

type Typed<TType extends PostFormEvent['type']> = { event: Extract<PostFormEvent, { type: TType }> };
type Settled = { event: { output: CreatePostOutcome } };
const outcomeOf = ({ event }: Settled) => ({ outcome: event.output });

/** A post form as it opens: `values` in the fields, the built-in lists until the options load, no message shown. */
export const openedPostForm = (input: PostFormInput, values: PostValues): PostFormContext => ({
  username: input.username,
  allowMultiple: input.allowMultiple,
  values,
  mediaErrors: [],
  options: fallbackPostOptions(),
  touched: [],
  revealAll: false,
  serverErrors: {},
  failure: undefined,
});

/** The categories and delivery times load; the actor falls back to the built-in lists. */
export const preparingPostForm = {
  invoke: {
    src: 'loadPostOptions',
    onDone: { target: 'form', actions: { type: 'storeOptions', params: ({ event }: { event: { output: PostOptions } }) => event.output } },
    onError: { target: 'form' },
  },
  on: { 'form.cancelled': { target: 'closed' } },
} as const;

/**
 * The form: fields typed and left, the form's own file events, a submit that goes to `sending` only when every
 * field passes (else every message shows and a toast asks for them), and Cancel that asks first when `askFirst` holds.
 */
export function postFormState<const TFileEvents extends object, const TSending extends string, const TAskFirst extends string>(chart: {
  fileEvents: TFileEvents;
  sending: TSending;
  askFirst: TAskFirst;
}) {
  return {
    on: {
      'field.changed': { actions: { type: 'storeValue', params: ({ event }: Typed<'field.changed'>) => event } },
      'field.blurred': { actions: { type: 'markTouched', params: ({ event }: Typed<'field.blurred'>) => event } },
      ...chart.fileEvents,
      'form.submitted': [{ guard: 'formValid', target: chart.sending }, { actions: ['revealAllErrors', 'toastFillRequired'] }],
      'form.cancelled': [{ guard: chart.askFirst, target: 'confirmingDiscard' }, { target: 'closed' }],
    },
  } as const;
}

/** The in-app dialog that asks before throwing away what was typed, picked or changed. */
export const confirmingPostDiscard = {
  on: {
    'discard.confirmed': { target: 'closed' },
    'discard.dismissed': { target: 'form' },
    'form.cancelled': { target: 'form' },
  },
} as const;

/**
 * The post is sent by `src` (with `input`): an accepted outcome (the guard `sent.guard`) goes to `sent.target`
 * and runs `sent.report`; a refusal or a failed call goes back to the form and runs `reportFailure`.
 */
export function sendingPostForm<const TSrc extends string, TInput, const TGuard extends string, const TTarget extends string, const TReport extends string>(chart: {
  src: TSrc;
  input: TInput;
  sent: { guard: TGuard; target: TTarget; report: TReport };
}) {
  return {
    entry: 'clearFailure',
    invoke: {
      src: chart.src,
      input: chart.input,
      onDone: [
        {
          guard: { type: chart.sent.guard, params: ({ event }: Settled) => event.output },
          target: chart.sent.target,
          actions: { type: chart.sent.report, params: outcomeOf },
        },
        { target: 'form', actions: { type: 'reportFailure', params: outcomeOf } },
      ],
      onError: { target: 'form', actions: { type: 'reportFailure', params: { outcome: undefined } } },
    },
  } as const;
}
