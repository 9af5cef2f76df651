import { useSignals } from "@preact/signals-react/runtime";
import { useId, useRef, useState } from "react";
import { embedCode } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { Button } from "#shared/ui/button.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { copyText } from "./clipboard.ts";
import { t } from "./copy.messages.ts";

/**
 * The embed code of a certificate's badge, ready to copy, wherever a certificate is offered: in the
 * language of the page it was copied from, which the blog it goes on is likely written in.
 */
export function BadgeCode({ number }: { number: string }) {
  useSignals();
  return (
    <CopyBox
      multiline
      label={t("copy.badge-code")}
      value={embedCode("lp-certificate-badge", { number }, { locale: locale.value })}
      copied={t("copy.badge-code-copied")}
      button={t("copy.code")}
    />
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
