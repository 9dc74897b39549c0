import type { ReactNode } from 'react';
import { readAppInput } from '../../src/machines/app';
import { AppActor } from '../../src/ui/app/AppActor';

/** The root actor whose system a screen's own actor runs in (useScreenActor), for a screen or component rendered alone. */
export function InApp({ children }: { children: ReactNode }) {
  return <AppActor.Provider options={{ input: readAppInput() }}>{children}</AppActor.Provider>;
}
