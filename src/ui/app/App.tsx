import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { InspectionEvent } from 'xstate';
import { AppActor } from './AppActor';
import { routes } from './routes';
import { Toasts } from './Toasts';

export type AppProps = {
  /** Receives every actor's inspection events (the trace recorder plugs in here). */
  inspect?: (event: InspectionEvent) => void;
  /** The router to use; the browser's history by default (tests pass a memory router). */
  router?: ReturnType<typeof createBrowserRouter>;
};

/** The whole client: the root actor, the toasts and the routed screens. */
export function App({ inspect, router }: AppProps) {
  const [activeRouter] = useState(() => router ?? createBrowserRouter(routes));
  return (
    <AppActor.Provider options={{ inspect }}>
      <Toasts />
      <RouterProvider router={activeRouter} />
    </AppActor.Provider>
  );
}
