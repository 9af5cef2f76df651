import { useSignals } from "@preact/signals-react/runtime";
import { useId, useRef, useState } from "react";
import { embedCode } from "#shared/config/runtime.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { locale } from "#shared/i18n/locale.ts";
import { Button } from "#shared/ui/button.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { badgeImageCode } from "./badge-image-code.ts";
import { copyText } from "./clipboard.ts";
import { t } from "./copy.messages.ts";

/**
 * The ways to show a certificate elsewhere, each ready to copy with a note saying where it fits:
 * the live badge (the loader and its tag, for a site that runs scripts), its image linked to the
 * certificate's page (a hosted blog, a forum), and the same image as PNG (an e-mail signature:
 * mail programs show no SVG). The three disclosures are one group, so a phone shows one code at a
 * time. The codes speak the language of the page they were copied from, which the place they go
 * is likely written in.
 */
export function BadgeCodes({ number, pageUrl, holder, course }: { number: string; pageUrl: string; holder?: string | null; course: string }) {
  useSignals();
  // One group: opening a code closes the others (where the browser groups disclosures by name).
  const group = useId();
  const lang = locale.value;
  const platform = tc("common.site-name");
  const alt = holder ? t("copy.badge-image-alt", { holder, course, platform }) : t("copy.badge-image-alt-course", { course, platform });
  const image = (format: "svg" | "png", size: "small" | "large") => badgeImageCode({ number, pageUrl, alt, format, size, lang });
  return (
    <div className="lp-badge-codes">
      <details className="lp-badge-code" name={group} open>
        <summary>
          <span className="lp-badge-code-name">{t("copy.badge-live")}</span> <span className="lp-badge-code-note">{t("copy.badge-live-note")}</span>
        </summary>
        <CopyBox
          multiline
          label={t("copy.badge-code")}
          value={embedCode("lp-certificate-badge", { number }, { locale: lang })}
          copied={t("copy.badge-code-copied")}
          button={t("copy.code")}
        />
      </details>
      <details className="lp-badge-code" name={group}>
        <summary>
          <span className="lp-badge-code-name">{t("copy.badge-image")}</span> <span className="lp-badge-code-note">{t("copy.badge-image-note")}</span>
        </summary>
        <CopyBox
          multiline
          label={t("copy.badge-image-code")}
          value={image("svg", "large")}
          copied={t("copy.badge-image-copied")}
          button={t("copy.image-code")}
        />
      </details>
      <details className="lp-badge-code" name={group}>
        <summary>
          <span className="lp-badge-code-name">{t("copy.badge-email")}</span> <span className="lp-badge-code-note">{t("copy.badge-email-note")}</span>
        </summary>
        <CopyBox
          multiline
          label={t("copy.badge-email-code")}
          value={image("png", "small")}
          copied={t("copy.badge-email-copied")}
          button={t("copy.email-code")}
        />
      </details>
    </div>
  );
}

/**
 * Text to take away (a link, embed code): shown read-only with its label, and a button that copies
 * it and says so with `copied`. Where the browser refuses the clipboard, the text is selected and
 * the learner is told to copy it by hand: nothing is lost.
 */
export function CopyBox({
  label,
  value,
  copied,
  button,
  multiline = false,
}: {
  label: string;
  value: string;
  copied: string;
  button: string;
  multiline?: boolean;
}) {
  useSignals();
  const id = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [byHand, setByHand] = useState(false);

  async function copy() {
    const ok = await copyText(value);
    setByHand(!ok);
    if (ok) toast(copied, "success");
    else {
      field.current?.focus();
      field.current?.select();
    }
  }

  const common = {
    ref: field,
    id,
    readOnly: true,
    value,
    "aria-describedby": byHand ? `${id}-hint` : undefined,
    onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select(),
  };
  return (
    <div className="lp-copy-box">
      <div className="lp-field" part="field">
        <label htmlFor={id}>{label}</label>
        {multiline ? <textarea {...common} rows={4} spellCheck={false} /> : <input {...common} type="text" spellCheck={false} />}
        {byHand && (
          <p id={`${id}-hint`} className="lp-field-hint" role="status">
            {t("copy.by-hand")}
          </p>
        )}
      </div>
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        {button}
      </Button>
    </div>
  );
}
