import { useSignals } from "@preact/signals-react/runtime";
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId, useState } from "react";
import { tc } from "#shared/i18n/common-messages.ts";

/** What every text field takes beside its control's own attributes. */
interface Labelled {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A message under the field, announced and tied to the input. */
  error?: string | null;
  hint?: ReactNode;
}

type FieldProps = Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value">;
type TextAreaFieldProps = Labelled & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "onChange" | "value">;

/** The label, the control and its note (hint or error), tied together for assistive technology. */
function LabelledField({
  id,
  label,
  error,
  hint,
  control,
}: Pick<Labelled, "label" | "error" | "hint"> & {
  id?: string;
  control: (ids: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}) {
  const auto = useId();
  const inputId = id ?? auto;
  const note = `${inputId}-note`;
  return (
    <div className="lp-field" part="field">
      <label htmlFor={inputId}>{label}</label>
      {control({ id: inputId, describedBy: error || hint ? note : undefined, invalid: error ? true : undefined })}
      {(error || hint) && (
        <p id={note} className={error ? "lp-field-error" : "lp-field-hint"} role={error ? "alert" : undefined}>
          {error || hint}
        </p>
      )}
    </div>
  );
}

/** A labelled text input: label, input, hint and error wired together for assistive technology. */
export function TextField({ label, value, onValue, error, hint, id, ...input }: FieldProps) {
  return (
    <LabelledField
      id={id}
      label={label}
      error={error}
      hint={hint}
      control={(ids) => (
        <input
          id={ids.id}
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          {...input}
        />
      )}
    />
  );
}

/** A labelled multi-line input, wired like TextField. */
export function TextAreaField({ label, value, onValue, error, hint, id, ...input }: TextAreaFieldProps) {
  return (
    <LabelledField
      id={id}
      label={label}
      error={error}
      hint={hint}
      control={(ids) => (
        <textarea
          id={ids.id}
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          {...input}
        />
      )}
    />
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, "type">) {
  useSignals();
  const [visible, setVisible] = useState(false);
  const auto = useId();
  const inputId = props.id ?? auto;
  return (
    <div className="lp-password">
      <TextField {...props} id={inputId} type={visible ? "text" : "password"} />
      <button type="button" className="lp-password-toggle" aria-controls={inputId} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        {visible ? tc("common.hide-password") : tc("common.show-password")}
      </button>
    </div>
  );
}

/** A labelled checkbox; the label may hold links. */
export function Checkbox({ checked, onChecked, children, id }: { checked: boolean; onChecked: (v: boolean) => void; children: ReactNode; id?: string }) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className="lp-checkbox">
      <input id={inputId} type="checkbox" checked={checked} onChange={(e) => onChecked(e.currentTarget.checked)} />
      <label htmlFor={inputId}>{children}</label>
    </div>
  );
}
