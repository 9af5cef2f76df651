import { useSignals } from "@preact/signals-react/runtime";
import { type InputHTMLAttributes, type ReactNode, type RefObject, type TextareaHTMLAttributes, useEffect, useId, useState } from "react";
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

/**
 * A password input with a show/hide toggle: an icon button named in words, small enough never to
 * cover what is typed, whatever the language of its name.
 */
export function PasswordField(props: Omit<FieldProps, "type">) {
  useSignals();
  const [visible, setVisible] = useState(false);
  const auto = useId();
  const inputId = props.id ?? auto;
  const name = visible ? tc("common.hide-password") : tc("common.show-password");
  return (
    <div className="lp-password">
      <TextField {...props} id={inputId} type={visible ? "text" : "password"} />
      <button
        type="button"
        className="lp-password-toggle"
        aria-controls={inputId}
        aria-pressed={visible}
        aria-label={name}
        title={name}
        onClick={() => setVisible((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
}

/** A labelled checkbox; the label may hold links. An error shows under it, tied to the box. */
export function Checkbox({
  checked,
  onChecked,
  children,
  id,
  error,
}: {
  checked: boolean;
  onChecked: (v: boolean) => void;
  children: ReactNode;
  id?: string;
  error?: string | null;
}) {
  const auto = useId();
  const inputId = id ?? auto;
  const note = `${inputId}-note`;
  return (
    <div className="lp-checkbox-field">
      <div className="lp-checkbox">
        <input
          id={inputId}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChecked(e.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? note : undefined}
        />
        <label htmlFor={inputId}>{children}</label>
      </div>
      {error && (
        <p id={note} className="lp-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Moves the focus to the first field a form marks invalid, each time it reports a new set of
 * errors, so a keyboard or screen-reader user lands where the problem is.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: object) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors]);
}
