import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CODE_LENGTH, selectActiveBox, selectCanEditCode, selectDigits, type verifyMachine } from '../../../machines/verify';

export type CodeBoxesProps = {
  actor: ActorRefFrom<typeof verifyMachine>;
  /** The id of the message that describes the boxes (the error under them). */
  describedBy?: string | undefined;
  invalid: boolean;
};

/** The six single-digit boxes. Keys and pastes go to the verify actor; the focus follows its active box. */
export function CodeBoxes({ actor, describedBy, invalid }: CodeBoxesProps) {
  const digits = useSelector(actor, selectDigits);
  const activeBox = useSelector(actor, selectActiveBox);
  const editable = useSelector(actor, selectCanEditCode);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  // Moves the keyboard focus where the machine says typing continues.
  useEffect(() => {
    const box = boxes.current[activeBox];
    if (box && document.activeElement !== box) box.focus();
  }, [activeBox]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      actor.send({ type: 'box.erased', index });
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      actor.send({ type: 'box.focused', index: index - 1 });
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      actor.send({ type: 'box.focused', index: index + 1 });
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    actor.send({ type: 'code.pasted', text: event.clipboardData.getData('text') });
  };

  return (
    <fieldset className="verify__boxes" data-scope="verify" data-part="boxes" aria-describedby={describedBy}>
      <legend className="visually-hidden">Verification code</legend>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the position is the identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="verify__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
          aria-invalid={invalid || undefined}
          value={digit}
          readOnly={!editable}
          onChange={(event) => actor.send({ type: 'box.typed', index, value: event.target.value })}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          onFocus={(event) => {
            event.target.select();
            actor.send({ type: 'box.focused', index });
          }}
          data-scope="verify"
          data-part="box"
          data-filled={digit ? '' : undefined}
        />
      ))}
    </fieldset>
  );
}
