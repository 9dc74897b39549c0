import type { Actor } from 'xstate';
import type { postViewMachine } from '../../../machines/postView';

/** The popup's loader, passed down to the parts that read or tell it. */
export type PostViewActor = Actor<typeof postViewMachine>;
