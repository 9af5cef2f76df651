import { useSignals } from "@preact/signals-react/runtime";
import { useDeviceUrl } from "#shared/offline/use-device-url.ts";
import { t } from "../course-player.messages.ts";

/** A link to a lesson's file, opened in a new tab and said so. */
function FileLink({ url, label }: { url: string; label: string }) {
  useSignals();
  return (
    <a className="lp-button lp-button-primary cp-file-link" href={useDeviceUrl(url)} target="_blank" rel="noopener noreferrer" part="button">
      {label}
      <span className="lp-visually-hidden"> {t("player.new-tab")}</span>
    </a>
  );
}

export function WorksheetView({ url }: { url: string }) {
  useSignals();
  return (
    <div className="cp-file">
      <FileLink url={url} label={t("player.view-worksheet")} />
    </div>
  );
}

/** The case's summary is text from the API: shown as text, never as markup. */
export function CaseStudyView({ summary, url }: { summary: string | null; url: string | null }) {
  useSignals();
  return (
    <div className="cp-file">
      {summary && <p className="cp-summary">{summary}</p>}
      {url && <FileLink url={url} label={t("player.view-case-study")} />}
    </div>
  );
}
