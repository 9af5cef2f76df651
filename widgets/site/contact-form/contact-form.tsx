import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { postContact } from "#shared/api/forms.ts";
import { LpFormSendEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { Button } from "#shared/ui/button.tsx";
import { useDraftForm } from "#shared/ui/forms/draft-form.ts";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { TextAreaField, TextField } from "#shared/ui/forms/fields.tsx";
import css from "../components/form.css?inline";
import { t } from "./contact-form.messages.ts";

export const styles = [fieldsCss, css];

const FIELDS = ["name", "email", "phone", "subject", "message"] as const;

/**
 * <lp-contact-form>: a message to the platform's team. Every field is required; the draft waits
 * on the device until the platform has it; Send works once at a time.
 */
export default function ContactForm() {
  useSignals();
  const titleId = useId();
  const emit = useEmit();
  const form = useDraftForm({
    fields: FIELDS,
    required: FIELDS,
    draftKey: "lpContactDraft",
    send: async (values) => {
      const answer = await postContact(values);
      emit(new LpFormSendEvent({ form: "contact" }));
      return answer;
    },
    words: { missing: t("contact-form.missing"), sent: t("contact-form.sent"), failed: t("contact-form.failed") },
  });
  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    value: form.values[name],
    onValue: (value: string) => form.set(name, value),
    error: form.errors[name],
    required: true,
  });
  const sending = form.status === "sending";
  return (
    <form className="form-card lp-card" aria-labelledby={titleId} onSubmit={(e) => void form.submit(e)} noValidate part="form">
      <h2 id={titleId} className="form-title">
        {t("contact-form.title")}
      </h2>
      <p className="form-intro">{t("contact-form.intro")}</p>
      <div className="form-pair">
        <TextField label={t("contact-form.name")} autoComplete="name" {...field("name")} />
        <TextField label={t("contact-form.email")} type="email" autoComplete="email" {...field("email")} />
      </div>
      <div className="form-pair">
        <TextField label={t("contact-form.phone")} type="tel" autoComplete="tel" {...field("phone")} />
        <TextField label={t("contact-form.subject")} {...field("subject")} />
      </div>
      <TextAreaField label={t("contact-form.message")} rows={6} {...field("message")} />
      <p className="form-draft">{t("contact-form.draft")}</p>
      <Button type="submit" busy={sending} className="form-submit">
        {sending ? t("contact-form.sending") : t("contact-form.send")}
      </Button>
    </form>
  );
}
