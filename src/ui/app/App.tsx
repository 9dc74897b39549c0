import { useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import type { InspectionEvent } from 'xstate';
import { readAppInput, type AppInput } from '../../machines/app';
import { AppActor } from './AppActor';
import { traceInspect } from './traceSetting';
import { routes as appRoutes } from './routes';
import { Toasts } from './Toasts';

export type AppProps = {
  /** Also receives every actor's inspection events, beside the trace (tests watch coverage here). */
  inspect?: (event: InspectionEvent) => void;
  /** The router to use; the browser's history by default (tests pass a memory router). */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The route table; the app's own by default. */
  routes?: RouteObject[];
  /** What the root actor starts from; by default the session the cookies hold as the app mounts. */
  input?: AppInput;
};

function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The whole client: the root actor, the toasts and the routed screens. */
export function App({ inspect, Router = BrowserRouter, routes = appRoutes, input }: AppProps) {
  const [appInput] = useState(() => input ?? readAppInput());
  const [inspectAll] = useState(() => (inspection: InspectionEvent) => {
    traceInspect(inspection);
    inspect?.(inspection);
  });
  return (
    <AppActor.Provider options={{ inspect: inspectAll, input: appInput }}>
      <Toasts />
      <Router>
        <Routed routes={routes} />
      </Router>
    </AppActor.Provider>
  );
}
