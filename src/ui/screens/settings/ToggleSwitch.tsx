import { useId } from 'react';

export type ToggleSwitchProps = {
  label: string;
  description?: string;
  on: boolean;
  disabled?: boolean;
  onFlip: () => void;
  part: string;
};

/** A labelled on/off switch that saves at once when flipped. */
export function ToggleSwitch({ label, description, on, disabled = false, onFlip, part }: ToggleSwitchProps) {
  const id = useId();
  return (
    <div className="settings-toggle" data-scope="settings" data-part={part}>
      <div className="settings-toggle__text">
        <span id={`${id}-label`} className="settings-toggle__label">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="settings-toggle__description">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        className="settings-toggle__switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={onFlip}
      >
        <span className="settings-toggle__knob" aria-hidden="true" />
      </button>
    </div>
  );
}
