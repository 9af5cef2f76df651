import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { tc } from "../i18n/common-messages.ts";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A message under the field, announced and tied to the input. */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled text input: label, input, hint and error wired together for assistive technology. */
export function TextField({ label, value, onValue, error, hint, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const note = `${inputId}-note`;
  return (
    <div className="lp-field" part="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? note : undefined}
        {...input}
      />
      {(error || hint) && (
        <p id={note} className={error ? "lp-field-error" : "lp-field-hint"} role={error ? "alert" : undefined}>
          {error || hint}
        </p>
      )}
    </div>
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
      <button
        type="button"
        className="lp-password-toggle"
        aria-controls={inputId}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
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
