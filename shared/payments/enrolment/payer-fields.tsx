import { useSignals } from "@preact/signals-react/runtime";
import { TextField } from "#shared/ui/forms/fields.tsx";
import { t } from "./enrolment.messages.ts";
import type { PayerProblem } from "./payer.ts";

interface PayerFieldsProps {
  name: string;
  phone: string;
  onName: (value: string) => void;
  onPhone: (value: string) => void;
  problem: PayerProblem | null;
}

/** The mobile-money payer: a name and a phone number of 9 to 15 digits. */
export function PayerFields({ name, phone, onName, onPhone, problem }: PayerFieldsProps) {
  useSignals();
  const required = problem === "payer-required" ? t("enrolment.payer-required") : null;
  return (
    <>
      <TextField
        label={t("enrolment.payer-name")}
        autoComplete="name"
        value={name}
        onValue={onName}
        error={required && !name.trim() ? required : null}
        required
      />
      <TextField
        label={t("enrolment.payer-phone")}
        type="tel"
        // The phone pad, which has "+" (the numeric pad lacks it, and payers write +237).
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onValue={onPhone}
        hint={t("enrolment.payer-phone-hint")}
        error={problem === "phone-invalid" ? t("enrolment.phone-invalid") : required && !phone.trim() ? required : null}
        required
      />
    </>
  );
}
