/** The model of the profile owner's status selector: choices before and after presence has started. */
import { createActor, fromCallback, type AnyMachineSnapshot } from 'xstate';
import { ownerStatusMachine, type OwnerStatusContext, type OwnerStatusEvent, type PresenceStatus, type StatusOwner } from '../../src/machines/ownerStatus';
import { fixtureEvents, type EventFixtures } from './fixtures';
import type { MachineModel, ModelVariant } from './harness';

/** Presence as the selector sees it: it only records the statuses it is handed. */
export function recordingPresence(): { presence: StatusOwner; told: PresenceStatus[] } {
  const told: PresenceStatus[] = [];
  const logic = fromCallback<{ type: 'status.chosen'; status: PresenceStatus }>(({ receive }) => receive((event) => told.push(event.status)));
  return { presence: createActor(logic).start(), told };
}

export const ownerPresence = recordingPresence();

export const ownerStatusEventFixtures = {
  'status.selected': [
    { type: 'status.selected', status: 'away' },
    { type: 'status.selected', status: 'online' },
  ],
  'presence.attached': [{ type: 'presence.attached', presence: ownerPresence.presence }],
} satisfies EventFixtures<OwnerStatusEvent>;

export const ownerStatusVariants = {
  before: { name: 'before presence has started', input: { status: 'online' } },
  with: { name: 'with presence running', input: { status: 'offline', presence: recordingPresence().presence } },
} satisfies Record<string, ModelVariant>;

export const ownerStatusModel: MachineModel = {
  name: 'ownerStatus',
  machine: ownerStatusMachine,
  variants: Object.values(ownerStatusVariants),
  events: fixtureEvents<OwnerStatusEvent>(ownerStatusEventFixtures),
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { status, presence, picked } = snapshot.context as OwnerStatusContext;
    return JSON.stringify({ value: snapshot.value, status, picked, presence: presence !== null });
  },
};
