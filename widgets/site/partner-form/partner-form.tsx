import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { postPartnerApplication } from "#shared/api/forms.ts";
import { LpFormSendEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { Button } from "#shared/ui/button.tsx";
import { useDraftForm } from "#shared/ui/forms/draft-form.ts";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { TextAreaField, TextField } from "#shared/ui/forms/fields.tsx";
import css from "../components/form.css?inline";
import { t } from "./partner-form.messages.ts";

export const styles = [fieldsCss, css];

/**
 * <lp-partner-form>: the partner program's application (the page's `join` anchor). Name, e-mail and
 * phone are required, the rest optional; idle, sending, then submitted with the fields cleared.
 */
export default function PartnerForm() {
  useSignals();
  const titleId = useId();
  const emit = useEmit();
  const form = useDraftForm({
    fields: ["name", "email", "phone", "about"] as const,
    required: ["name", "email", "phone"] as const,
    draftKey: "lpPartnerDraft",
    send: async (values) => {
      const answer = await postPartnerApplication(values);
      emit(new LpFormSendEvent({ form: "partner" }));
      return answer;
    },
    words: { missing: t("partner-form.missing"), sent: t("partner-form.sent"), failed: t("partner-form.failed") },
  });
  const field = (name: "name" | "email" | "phone" | "about") => ({
    name,
    value: form.values[name],
    onValue: (value: string) => form.set(name, value),
    error: form.errors[name],
  });
  const sending = form.status === "sending";
  return (
    <form className="form-card lp-card" aria-labelledby={titleId} onSubmit={(e) => void form.submit(e)} noValidate part="form">
      <h2 id={titleId} className="form-title">
        {t("partner-form.title")}
      </h2>
      <p className="form-intro">{t("partner-form.intro")}</p>
      {form.status === "sent" && (
        <p className="form-sent" role="status">
          {t("partner-form.sent-note")}
        </p>
      )}
      <TextField label={t("partner-form.name")} autoComplete="name" required {...field("name")} />
      <div className="form-pair">
        <TextField label={t("partner-form.email")} type="email" autoComplete="email" required {...field("email")} />
        <TextField label={t("partner-form.phone")} type="tel" autoComplete="tel" required {...field("phone")} />
      </div>
      <TextAreaField label={t("partner-form.about")} hint={t("partner-form.about-hint")} rows={4} {...field("about")} />
      <p className="form-draft">{t("partner-form.draft")}</p>
      <Button type="submit" busy={sending} className="form-submit">
        {sending ? t("partner-form.submitting") : t("partner-form.submit")}
      </Button>
    </form>
  );
}
