import { useState, type FormEvent } from 'react';
import { savedFormOf } from '../../../../machines/chatSettings';
import { PRESET_COLOURS } from './ChatSettingsParts';

export type ColorPickerProps = {
  /** The colour the picker starts from (#AABBCC). */
  color: string;
  /** Called with valid hex codes only. */
  onPick: (color: string) => void;
};

/** A sketch-style picker: a colour well, preset swatches and a hex field that hands over only valid codes. */
export function ColorPicker({ color, onPick }: ColorPickerProps) {
  return (
    <div className="color-picker" role="group" aria-label="Color picker" data-scope="color-picker" data-part="root">
      <label className="color-picker__well">
        <span className="visually-hidden">Pick any color</span>
        <input type="color" value={color.toLowerCase()} onChange={(event) => onPick(event.target.value.toUpperCase())} />
      </label>
      <div className="color-picker__swatches" role="group" aria-label="Preset colors">
        {PRESET_COLOURS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="color-picker__swatch"
            style={{ background: preset }}
            aria-label={preset}
            aria-pressed={preset === color}
            onClick={() => onPick(preset)}
          />
        ))}
      </div>
      <HexInput key={color} color={color} onPick={onPick} />
    </div>
  );
}

/** The picker's own hex field: what is typed stays here until it is a valid code. */
function HexInput({ color, onPick }: ColorPickerProps) {
  const [text, setText] = useState(color);
  const valid = savedFormOf(text) !== undefined;
  const change = (event: FormEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    const saved = savedFormOf(next);
    if (saved) onPick(saved);
  };
  return (
    <label className="color-picker__hex">
      <span>Hex</span>
      <input
        className="field__input"
        value={text}
        onChange={change}
        maxLength={7}
        spellCheck={false}
        aria-invalid={valid ? undefined : true}
        data-scope="color-picker"
        data-part="hex"
      />
    </label>
  );
}
