import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { postSendVerificationEmail } from "#shared/api/auth.ts";
import { readableError } from "#shared/api/errors.ts";
import { getConfig } from "#shared/config/runtime.ts";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "../components/auth.messages.ts";
import css from "../components/auth-card.css?inline";
import { judged, serverFieldMessages, standing, type Verdicts } from "../components/field-verdicts.ts";
import { DetailsStep, type Errors, type Field } from "./details-step.tsx";
import { checkSignUp, fieldErrors, newVerificationCode, type SignUpForm, wellFormedEmail } from "./signup-rules.ts";
import { VerifyStep } from "./verify-step.tsx";

export const styles = [fieldsCss, css];

const EMPTY: SignUpForm = { first_name: "", last_name: "", email: "", password: "", password_confirmation: "", terms: false };
const FIELDS = Object.keys(EMPTY) as Field[];

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
  // The page's verdicts and the server's are kept apart: a new check of the form must not wipe
  // what the server said about a field the learner has not touched since.
  const [checked, setChecked] = useState<Verdicts<Field>>({});
  const [refused, setRefused] = useState<Verdicts<Field>>({});
  /** The last set of problems reported (by a submit or by the server): each new one takes the focus to the first. */
  const [reported, setReported] = useState<Errors>({});
  const [step, setStep] = useState<"details" | "verify">("details");
  /** Each code sent starts the verification step afresh; the page's own code is kept, in the contract's flow only. */
  const [sent, setSent] = useState<{ count: number; clientCode: string | null }>({ count: 0, clientCode: null });
  const set = (key: Field) => (value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));
  const clientFlow = getConfig().verification === "client";

  const fromServer = standing(refused, form);
  const errors: Errors = { ...fromServer, ...standing(checked, form) };
  // The server says no more than "this address is refused": it is an account only for an address
  // that could have one. A malformed one ("awa@gmail") is told it is malformed, nothing else.
  const taken = fromServer.email !== undefined && wellFormedEmail(form.email);

  /** A refusal the server tied to fields goes back to the details, next to those fields, as long as they hold what was sent. */
  function showServerErrors(error: unknown, judgedForm: SignUpForm = form): boolean {
    const messages = serverFieldMessages(error, FIELDS);
    if (Object.keys(messages).length === 0) return false;
    setStep("details");
    setRefused(judged(messages, judgedForm));
    setReported(messages);
    return true;
  }

  const sendCode = useAction(
    async (details: SignUpForm) => {
      const code = clientFlow ? newVerificationCode() : undefined;
      await postSendVerificationEmail({ name: `${details.first_name} ${details.last_name}`.trim(), email: details.email.trim(), code });
      return code ?? null;
    },
    {
      succeeded: (clientCode) => {
        setSent((s) => ({ count: s.count + 1, clientCode }));
        setStep("verify");
        toast(t("auth.verify.sent"), "success");
      },
      failed: (error, details) => {
        toast(t("auth.verify.send-failed", { msg: readableError(error, t("auth.default.verification")) }), "error");
        showServerErrors(error, details);
      },
    },
  );

  function submitDetails(event: FormEvent) {
    event.preventDefault();
    const problems = fieldErrors(form);
    setChecked(judged(problems, form));
    setReported(problems);
    const problem = checkSignUp(form);
    if (problem) return toast(t(problem), "error");
    void sendCode.run(form);
  }

  if (step === "verify")
    return (
      <VerifyStep
        key={sent.count}
        form={form}
        clientCode={clientFlow ? sent.clientCode : null}
        resend={{ ...sendCode, run: () => sendCode.run(form) }}
        onBack={() => setStep("details")}
        onRefused={showServerErrors}
      />
    );
  return <DetailsStep form={form} errors={errors} reported={reported} taken={taken} set={set} onSubmit={submitDetails} busy={sendCode.busy} />;
}
