import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { InspectionEvent } from 'xstate';
import { readAppInput, type AppInput } from '../../machines/app';
import { AppActor } from './AppActor';
import { routes } from './routes';
import { Toasts } from './Toasts';

export type AppProps = {
  /** Receives every actor's inspection events (the trace recorder plugs in here). */
  inspect?: (event: InspectionEvent) => void;
  /** The router to use; the browser's history by default (tests pass a memory router). */
  router?: ReturnType<typeof createBrowserRouter>;
  /** What the root actor starts from; by default the session the cookies hold as the app mounts. */
  input?: AppInput;
};

/** The whole client: the root actor, the toasts and the routed screens. */
export function App({ inspect, router, input }: AppProps) {
  const [activeRouter] = useState(() => router ?? createBrowserRouter(routes));
  const [appInput] = useState(() => input ?? readAppInput());
  return (
    <AppActor.Provider options={{ inspect, input: appInput }}>
      <Toasts />
      <RouterProvider router={activeRouter} />
    </AppActor.Provider>
  );
}
