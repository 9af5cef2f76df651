import { useSignals } from "@preact/signals-react/runtime";
import { PasswordField } from "#shared/ui/forms/fields.tsx";
import { t } from "./auth.messages.ts";

interface NewPasswordFieldsProps {
  /** The first field's label: "Password" at sign-up, "New password" at a reset. */
  label: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password?: string | null; password_confirmation?: string | null };
}

/** A new password and its confirmation, with the rule said up front: sign-up and reset alike. */
export function NewPasswordFields({ label, password, confirmation, onPassword, onConfirmation, errors }: NewPasswordFieldsProps) {
  useSignals();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        value={password}
        onValue={onPassword}
        error={errors.password}
        hint={t("auth.password-hint")}
        required
      />
      <PasswordField
        label={t("auth.password-confirmation")}
        autoComplete="new-password"
        value={confirmation}
        onValue={onConfirmation}
        error={errors.password_confirmation}
        required
      />
    </>
  );
}
