import { useSignals } from "@preact/signals-react/runtime";
import { href } from "#shared/config/runtime.ts";
import { t } from "./settings.messages.ts";

/**
 * The way back to the settings hub: a link to its page, or, for a view opened in place on the
 * hub (notifications has no page of its own), a button that closes it.
 */
export function BackLink({ onBack }: { onBack?: () => void }) {
  useSignals();
  return onBack ? (
    <button type="button" className="set-back" onClick={onBack}>
      <span aria-hidden="true">←</span> {t("settings.back")}
    </button>
  ) : (
    <a className="set-back" href={href("settings")}>
      <span aria-hidden="true">←</span> {t("settings.back")}
    </a>
  );
}
