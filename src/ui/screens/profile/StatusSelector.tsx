import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { PRESENCE_STATUSES, type PresenceStatus } from '../../../contract';
import { ownerStatusMachine, readOwnerStatusInput, selectOwnerStatus } from '../../../machines/ownerStatus';
import { usePresenceRef } from '../../app/AppActor';
import { useScreenActor } from '../../app/useScreenActor';

const LABELS: Record<PresenceStatus, string> = { online: 'Online', away: 'Away', offline: 'Offline' };

/** Online (green), away (orange) or offline (red): presence keeps it in this browser and tells the server. */
export function StatusSelector() {
  const presence = usePresenceRef();
  const [input] = useState(() => readOwnerStatusInput(presence ?? null));
  const actor = useScreenActor(ownerStatusMachine, { input });
  // Presence starts once its code has loaded after sign-in.
  useEffect(() => {
    if (presence) actor.send({ type: 'presence.attached', presence });
  }, [actor, presence]);
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
