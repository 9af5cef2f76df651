import { useId } from "react";

interface Choice {
  value: string;
  label: string;
}

/** One answer out of several, as native radio buttons (arrow keys move between them). */
export function ChoiceList({
  choices,
  value,
  onChoose,
  labelledBy,
}: {
  choices: Choice[];
  value: string;
  onChoose: (value: string) => void;
  labelledBy: string;
}) {
  const name = useId();
  return (
    <div className="ob-choices" role="radiogroup" aria-labelledby={labelledBy}>
      {choices.map((choice) => (
        <label key={choice.value} className="ob-choice" part="field">
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChoose(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
