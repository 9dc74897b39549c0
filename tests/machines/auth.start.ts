import { http, HttpResponse } from 'msw';
import { createActor, fromPromise, type AnyActorRef, type InspectionEvent } from 'xstate';
import { authMachine, type AuthEmitted, type CurrentUserOutcome } from '../../src/machines/auth';
import { readSession, type Session } from '../../src/services/cookies';
import { server } from '../setup/msw';
import { currentUserOf } from './auth.fixtures';

type Recorded = { emitted: AuthEmitted[] };

const running: AnyActorRef[] = [];

/** Stops every actor `start` started (each test file calls it after each test). */
export function stopStarted(): void {
  running.splice(0).forEach((actor) => actor.stop());
}

/** Starts the auth actor as the root actor would: from the session the cookies hold now (or the one given). */
export function start(options: { machine?: typeof authMachine; storedSession?: Session | null; inspect?: (event: InspectionEvent) => void } = {}) {
  const storedSession = options.storedSession === undefined ? readSession() : options.storedSession;
  const actor = createActor(options.machine ?? authMachine, {
    input: { storedSession },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  running.push(actor);
  const recorded: Recorded = { emitted: [] };
  actor.on('*', (event) => recorded.emitted.push(event));
  actor.start();
  return { actor, recorded };
}

/** GET /fetchcurruserdetails answers the asked user's details. */
export function answerCurrentUser() {
  server.use(
    http.get('/api/fetchcurruserdetails', ({ request }) => {
      const username = new URL(request.url).searchParams.get('username') ?? '';
      return HttpResponse.json({ currentuser: currentUserOf(username) });
    }),
  );
}

/** The machine with a current-user load that never settles: the test decides nothing about it. */
export const withIdleUserLoad = authMachine.provide({
  actors: { loadCurrentUser: fromPromise<CurrentUserOutcome, { username: string }>(() => new Promise(() => {})) },
});
