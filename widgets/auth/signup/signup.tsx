import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { postSendVerificationEmail } from "#shared/api/auth.ts";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { getConfig } from "#shared/config/runtime.ts";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "../components/auth.messages.ts";
import css from "../components/auth-card.css?inline";
import { DetailsStep, type Errors, type Field } from "./details-step.tsx";
import { checkSignUp, fieldErrors, newVerificationCode, type SignUpForm } from "./signup-rules.ts";
import { VerifyStep } from "./verify-step.tsx";

export const styles = [fieldsCss, css];

const EMPTY: SignUpForm = { first_name: "", last_name: "", email: "", password: "", password_confirmation: "", terms: false };

/**
 * <lp-signup>: the five fields and the terms, then a 6-digit code sent by e-mail, then the account.
 * Where the API makes and checks the code (the default), the code typed goes with the
 * registration; in the contract's own flow (configuration `verification: "client"`) the page
 * makes the code and compares it itself.
 * @event lp-signup - an account was created; detail { userId }
 */
export default function SignUp() {
  useSignals();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  /** Whether the address is already registered: the form then offers sign-in and a reset. */
  const [taken, setTaken] = useState(false);
  const [step, setStep] = useState<"details" | "verify">("details");
  /** Each code sent starts the verification step afresh; the page's own code is kept, in the contract's flow only. */
  const [sent, setSent] = useState<{ count: number; clientCode: string | null }>({ count: 0, clientCode: null });
  const set = (key: Field) => (value: string | boolean) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
    if (key === "email") setTaken(false);
  };
  const clientFlow = getConfig().verification === "client";

  /** A refusal the server tied to fields goes back to the details, next to those fields. */
  function showServerErrors(error: unknown): boolean {
    if (!(error instanceof ApiError)) return false;
    const fields = Object.entries(error.fieldErrors).filter(([k, v]) => k in EMPTY && v.length > 0) as [Field, string[]][];
    if (fields.length === 0) return false;
    setStep("details");
    setTaken(fields.some(([k]) => k === "email"));
    setErrors(Object.fromEntries(fields.map(([k, v]) => [k, v[0]])));
    return true;
  }

  const sendCode = useAction(
    async () => {
      const code = clientFlow ? newVerificationCode() : undefined;
      await postSendVerificationEmail({ name: `${form.first_name} ${form.last_name}`.trim(), email: form.email.trim(), code });
      return code ?? null;
    },
    {
      succeeded: (clientCode) => {
        setSent((s) => ({ count: s.count + 1, clientCode }));
        setStep("verify");
        toast(t("auth.verify.sent"), "success");
      },
      failed: (error) => {
        toast(t("auth.verify.send-failed", { msg: readableError(error, t("auth.default.verification")) }), "error");
        showServerErrors(error);
      },
    },
  );

  function submitDetails(event: FormEvent) {
    event.preventDefault();
    setErrors(fieldErrors(form));
    const problem = checkSignUp(form);
    if (problem) return toast(t(problem), "error");
    void sendCode.run();
  }

  if (step === "verify")
    return (
      <VerifyStep
        key={sent.count}
        form={form}
        clientCode={clientFlow ? sent.clientCode : null}
        resend={sendCode}
        onBack={() => setStep("details")}
        onRefused={showServerErrors}
      />
    );
  return <DetailsStep form={form} errors={errors} taken={taken} set={set} onSubmit={submitDetails} busy={sendCode.busy} />;
}
