export type FilterChipsProps<Choice extends string> = {
  choices: readonly Choice[];
  chosen: Choice;
  /** The chip's words for a choice. */
  labelOf: (choice: Choice) => string;
  onChoose: (choice: Choice) => void;
  /** The group's accessible name: what the chips filter. */
  label: string;
  /** The screen's own look for the row. */
  className: string;
  part: string;
};

/** A row of filter chips, the chosen one pressed: one list narrowed to all, unread and the like. */
export function FilterChips<Choice extends string>({ choices, chosen, labelOf, onChoose, label, className, part }: FilterChipsProps<Choice>) {
  return (
    <div className={className} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button key={choice} type="button" className="chip" aria-pressed={chosen === choice} onClick={() => onChoose(choice)} data-part={part}>
          {labelOf(choice)}
        </button>
      ))}
    </div>
  );
}
