import { useSelector } from '@xstate/react';
import { PUSH_KIND_LABELS, PUSH_KINDS, PUSH_MESSAGES } from '../../../../contract/push';
import {
  selectCanToggleKinds,
  selectCanTurnOff,
  selectPushDevice,
  selectPushKindBusy,
  selectPushKinds,
  selectPushKindsFailed,
  selectPushKindsLoading,
  webPushMachine,
  type WebPushActorRef,
} from '../../../../machines/webPush';
import { useActorToasts } from '../../../app/useActorToasts';
import { useScreenActor } from '../../../app/useScreenActor';
import { LoadFailed } from '../../../components/LoadFailed';
import { SettingsCard } from '../SettingsLayout';
import { ToggleSwitch } from '../ToggleSwitch';

/**
 * Notifications on this phone (issue 16, web push): an explicit Turn on (the browser's permission is asked only
 * then), Turn off for this browser, and which kinds are pushed. A browser that cannot, or a blocked permission,
 * is said in words.
 */
export function WebPushSection() {
  const push = useScreenActor(webPushMachine, {});
  useActorToasts(push);
  return (
    <SettingsCard title={PUSH_MESSAGES.sectionTitle} description={PUSH_MESSAGES.intro} part="web-push">
      <DeviceState push={push} />
      <PushKinds push={push} />
    </SettingsCard>
  );
}

function DeviceState({ push }: { push: WebPushActorRef }) {
  const device = useSelector(push, selectPushDevice);
  const canTurnOff = useSelector(push, selectCanTurnOff);
  // Not a live region: the section says where this browser stands, it does not announce it on every screen.
  const note = (text: string) => (
    <p className="settings-list__note" data-scope="web-push" data-part="state">
      {text}
    </p>
  );
  switch (device) {
    case 'checking':
      return note('Checking this browser...');
    case 'failed':
      return <LoadFailed message={PUSH_MESSAGES.loadFailed} onRetry={() => push.send({ type: 'push.retryClicked' })} className="settings-list__note" />;
    case 'unsupported':
      return note(PUSH_MESSAGES.unsupported);
    case 'denied':
      return (
        <LoadFailed message={PUSH_MESSAGES.denied} onRetry={() => push.send({ type: 'push.retryClicked' })} className="settings-list__note" scope="web-push" part="denied" />
      );
    case 'off':
    case 'turningOn':
      return (
        <>
          {note(PUSH_MESSAGES.offHere)}
          <button
            type="button"
            className="button button--primary"
            disabled={device === 'turningOn'}
            aria-busy={device === 'turningOn' || undefined}
            onClick={() => push.send({ type: 'push.turnOnClicked' })}
            data-scope="web-push"
            data-part="turn-on"
          >
            {device === 'turningOn' ? PUSH_MESSAGES.turningOn : PUSH_MESSAGES.turnOn}
          </button>
        </>
      );
    case 'on':
    case 'turningOff':
      return (
        <>
          {note(PUSH_MESSAGES.onHere)}
          <button
            type="button"
            className="button button--secondary"
            disabled={!canTurnOff}
            aria-busy={device === 'turningOff' || undefined}
            onClick={() => push.send({ type: 'push.turnOffClicked' })}
            data-scope="web-push"
            data-part="turn-off"
          >
            {device === 'turningOff' ? PUSH_MESSAGES.turningOff : PUSH_MESSAGES.turnOff}
          </button>
        </>
      );
  }
}

function PushKinds({ push }: { push: WebPushActorRef }) {
  const kinds = useSelector(push, selectPushKinds);
  const loading = useSelector(push, selectPushKindsLoading);
  const failed = useSelector(push, selectPushKindsFailed);
  const busy = useSelector(push, selectPushKindBusy);
  const canToggle = useSelector(push, selectCanToggleKinds);
  if (loading) {
    return (
      <p className="settings-list__note" role="status">
        Loading what is sent...
      </p>
    );
  }
  if (failed) return <LoadFailed message={PUSH_MESSAGES.loadFailed} onRetry={() => push.send({ type: 'push.retryClicked' })} className="settings-list__note" />;
  if (!kinds) return null;
  return (
    <div role="group" aria-labelledby="web-push-kinds-title" data-scope="web-push" data-part="kinds" aria-busy={busy !== null || undefined}>
      <p id="web-push-kinds-title" className="settings-card__description">
        {PUSH_MESSAGES.preferencesTitle}
      </p>
      {PUSH_KINDS.map((kind) => (
        <ToggleSwitch
          key={kind}
          label={PUSH_KIND_LABELS[kind]}
          on={kinds[kind]}
          disabled={!canToggle}
          onFlip={() => push.send({ type: 'push.kindToggled', kind, on: !kinds[kind] })}
          part={`push-kind-${kind}`}
        />
      ))}
    </div>
  );
}
