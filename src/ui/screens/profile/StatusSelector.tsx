import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { PRESENCE_STATUSES, type PresenceStatus } from '../../../contract';
import { ownerStatusMachine, readOwnerStatusInput, selectOwnerStatus } from '../../../machines/ownerStatus';
import { useTracedActorRef } from '../../app/useTracedActorRef';

const LABELS: Record<PresenceStatus, string> = { online: 'Online', away: 'Away', offline: 'Offline' };

/** Online (green), away (orange) or offline (red): kept in this browser and pushed to the session. */
export function StatusSelector() {
  const [input] = useState(readOwnerStatusInput);
  const actor = useTracedActorRef(ownerStatusMachine, { input });
  const status = useSelector(actor, selectOwnerStatus);
  return (
    <div className="profile__status" role="radiogroup" aria-label="Status" data-scope="profile" data-part="status">
      {PRESENCE_STATUSES.map((choice) => (
        <button
          key={choice}
          type="button"
          role="radio"
          aria-checked={status === choice}
          className="profile__status-choice"
          onClick={() => actor.send({ type: 'status.selected', status: choice })}
          data-status={choice}
        >
          <span className={`profile__dot profile__dot--${choice}`} aria-hidden="true" />
          {LABELS[choice]}
        </button>
      ))}
    </div>
  );
}
