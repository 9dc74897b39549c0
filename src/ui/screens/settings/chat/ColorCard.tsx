import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { Actor } from 'xstate';
import { DEFAULT_CHAT_COLOR, MESSAGES } from '../../../../contract/constants';
import {
  selectCanSaveColor,
  selectColorText,
  selectIsPickerOpen,
  selectIsSavingColor,
  selectPreviewColor,
  selectSavedColor,
  type chatSettingsMachine,
} from '../../../../machines/chatSettings';
import { SubmitButton, TextField } from '../../../components';
import { SettingsCard } from '../SettingsLayout';
import { ColorPicker } from './ColorPicker';

/** Chat Color Theme: a colour code typed or picked, saved with Update. */
export function ColorCard({ actor }: { actor: Actor<typeof chatSettingsMachine> }) {
  const text = useSelector(actor, selectColorText);
  const saved = useSelector(actor, selectSavedColor);
  const shown = useSelector(actor, selectPreviewColor);
  const pickerOpen = useSelector(actor, selectIsPickerOpen);
  const saving = useSelector(actor, selectIsSavingColor);
  const canSave = useSelector(actor, selectCanSaveColor);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'color.submitted' });
  };
  return (
    <SettingsCard title="Chat Color Theme" part="color" description={`Your messages are shown in this colour. The default is ${DEFAULT_CHAT_COLOR}.`}>
      <form className="form" noValidate onSubmit={submit} aria-label="Chat Color Theme" data-scope="settings" data-part="color-form">
        <div className="settings-color__row">
          <TextField
            label="Color code"
            name="chat_color_toggle"
            value={text}
            placeholder={saved}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            onValueChange={(value) => actor.send({ type: 'color.typed', value })}
          />
          <button
            type="button"
            className="settings-color__swatch"
            style={{ background: shown }}
            aria-label={pickerOpen ? 'Close color picker' : 'Open color picker'}
            aria-expanded={pickerOpen}
            onClick={() => actor.send({ type: 'picker.toggled' })}
            data-scope="settings"
            data-part="picker-toggle"
          />
        </div>
        {pickerOpen ? <ColorPicker color={shown} onPick={(value) => actor.send({ type: 'color.picked', value })} /> : null}
        <SubmitButton busy={saving} busyLabel={MESSAGES.updating} disabled={!canSave}>
          Update Color
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}
