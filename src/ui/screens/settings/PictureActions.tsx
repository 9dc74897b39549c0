import type { ChangeEvent } from 'react';
import { MESSAGES } from '../../../contract/constants';

export type PictureActionsProps = {
  /** 'Choose wallpaper', 'Choose cover photo'. */
  chooseLabel: string;
  /** 'Update Wallpaper', 'Update Cover Photo'. */
  updateLabel: string;
  /** The data-part of the choose label and of the Update button. */
  parts: { choose: string; update: string };
  /** The chosen file waiting for Update. */
  file: File | null;
  /** Nothing new is chosen while the page saves. */
  choosingClosed: boolean;
  canUpdate: boolean;
  updating: boolean;
  onChoose: (file: File) => void;
  onUpdate: () => void;
};

/** A settings picture's Choose and Update buttons and the file waiting for Update (profile, cover, wallpaper). */
export function PictureActions({ chooseLabel, updateLabel, parts, file, choosingClosed, canUpdate, updating, onChoose, onUpdate }: PictureActionsProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Emptied so that choosing the same file again is a new choice.
    event.target.value = '';
    if (chosen) onChoose(chosen);
  };
  return (
    <>
      <div className="settings-picture__actions">
        <label className="button button--secondary" data-scope="settings" data-part={parts.choose}>
          {chooseLabel}
          <input type="file" accept="image/*" className="visually-hidden" disabled={choosingClosed} onChange={choose} />
        </label>
        <button
          type="button"
          className="button button--primary"
          disabled={!canUpdate}
          aria-busy={updating || undefined}
          onClick={onUpdate}
          data-scope="settings"
          data-part={parts.update}
        >
          {updating ? MESSAGES.updating : updateLabel}
        </button>
      </div>
      {file ? (
        <p className="settings-picture__file" data-scope="settings" data-part="selected-file">
          Selected: {file.name}
        </p>
      ) : null}
    </>
  );
}
