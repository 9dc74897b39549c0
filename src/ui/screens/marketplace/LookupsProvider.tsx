import { createContext, useContext, type ReactNode } from 'react';
import { lookupsMachine, type LookupsActorRef } from '../../../machines/lookups';
import { SYSTEM_IDS } from '../../../machines/shared/systemIds';
import { AppActor } from '../../app/AppActor';
import { useScreenActor } from '../../app/useScreenActor';
import { useActorToasts } from '../../app/useActorToasts';

const LookupsContext = createContext<LookupsActorRef | null>(null);

/**
 * Hands the lookups actor (categories and delivery times) to the screens below.
 * It is the app's long-lived one (systemId 'lookups') when the root actor owns
 * it, so the 5-minute cache outlives the screen; until then, one owned here.
 * Its toasts are shown from here.
 */
export function LookupsProvider({ children }: { children: ReactNode }) {
  const app = AppActor.useActorRef();
  const shared = app.system.get(SYSTEM_IDS.lookups) as LookupsActorRef | undefined;
  if (shared) return <ProvideLookups lookups={shared}>{children}</ProvideLookups>;
  return <OwnLookups>{children}</OwnLookups>;
}

function OwnLookups({ children }: { children: ReactNode }) {
  const lookups = useScreenActor(lookupsMachine, {});
  return <ProvideLookups lookups={lookups}>{children}</ProvideLookups>;
}

function ProvideLookups({ lookups, children }: { lookups: LookupsActorRef; children: ReactNode }) {
  useActorToasts(lookups);
  return <LookupsContext.Provider value={lookups}>{children}</LookupsContext.Provider>;
}

/** The lookups actor of the nearest LookupsProvider. */
export function useLookupsRef(): LookupsActorRef {
  const lookups = useContext(LookupsContext);
  if (!lookups) throw new Error('No lookups actor: render inside <LookupsProvider>.');
  return lookups;
}
