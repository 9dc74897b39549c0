import { HttpResponse } from 'msw';

// The server side: answers released step by step, as the path says.

export type Answer = () => Response;

/** Per endpoint, the requests waiting for an answer and the answers released before their request came. */
export function answerQueue<TEndpoint extends string>(endpoints: readonly TEndpoint[]) {
  const empty = <T,>() => Object.fromEntries(endpoints.map((endpoint) => [endpoint, [] as T[]])) as Record<TEndpoint, T[]>;
  let pending = empty<Answer>();
  let waiting = empty<(answer: Answer) => void>();
  return {
    /** The msw handler's reply: the answer released for this request, once it is. */
    next(endpoint: TEndpoint): Promise<Response> {
      const ready = pending[endpoint].shift();
      if (ready) return Promise.resolve(ready());
      return new Promise((resolve) => waiting[endpoint].push((answer) => resolve(answer())));
    },
    /** Answers the newest request to `endpoint` (older ones were aborted when their state was left), or the next one. */
    release(endpoint: TEndpoint, answer: Answer): void {
      const waiter = waiting[endpoint].pop();
      waiting[endpoint] = [];
      if (waiter) waiter(answer);
      else pending[endpoint].push(answer);
    },
    reset(): void {
      pending = empty<Answer>();
      waiting = empty<(answer: Answer) => void>();
    },
  };
}

/**
 * One endpoint's answer, held until the walk releases it, then given to every request (waiting or to come) until
 * `hold()`: for a request a screen may make more than once for one step (a load asked again as it first mounts).
 */
export function standingAnswer() {
  let released: Answer | undefined;
  let waiting: ((answer: Answer) => void)[] = [];
  return {
    next: (): Promise<Response> => (released ? Promise.resolve(released()) : new Promise((resolve) => waiting.push((answer) => resolve(answer())))),
    release(answer: Answer): void {
      released = answer;
      for (const waiter of waiting) waiter(answer);
      waiting = [];
    },
    /** The next requests wait for a new answer. */
    hold(): void {
      released = undefined;
    },
    reset(): void {
      released = undefined;
      waiting = [];
    },
  };
}

/** The server's refusal as docs/api-decisions.md shapes it (`{message, errors?}`); status 0 is a network failure. */
export function refusal(failure: { status: number; message: string; errors?: unknown }, extra: Record<string, unknown> = {}): Answer {
  if (failure.status === 0) return () => HttpResponse.error();
  const errors = failure.errors === undefined ? {} : { errors: failure.errors };
  return () => HttpResponse.json({ ...extra, message: failure.message, ...errors }, { status: failure.status });
}
