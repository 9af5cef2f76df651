import { useSignals } from "@preact/signals-react/runtime";
import { useDeviceUrl } from "#shared/offline/use-device-url.ts";
import { t } from "../course-player.messages.ts";
import { slideSource } from "../slide-source.ts";
import { PdfPreview } from "./pdf-preview.tsx";

/** Whether this browser shows PDFs itself; Chrome on Android does not (a frame would only offer a download). */
const pdfViewer = () => typeof navigator !== "undefined" && navigator.pdfViewerEnabled === true;

function OpenLink({ url, label }: { url: string; label: string }) {
  useSignals();
  return (
    <a className="lp-button lp-button-secondary" href={url} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="lp-visually-hidden"> {t("player.new-tab")}</span>
    </a>
  );
}

/**
 * A slide lesson: a PDF in the browser's own viewer (600 px high) where there is one, else a link
 * that says it opens the file and, on request, its first page drawn in the page; PowerPoint, SlideShare, Google Slides and Prezi in their official
 * embeds; 'No slides available.' without an address.
 */
export function SlideView({ url, title }: { url: string | null; title: string }) {
  useSignals();
  const source = slideSource(url);
  const file = useDeviceUrl(source?.url ?? "");
  if (!source) return <p className="cp-none">{t("player.slides.none")}</p>;
  const label = t("player.slides.title", { title });
  if (source.kind === "pdf")
    return pdfViewer() ? (
      <div className="cp-slides">
        <iframe className="cp-slides-pdf" src={file} title={label} />
        <OpenLink url={file} label={t("player.slides.open-pdf")} />
      </div>
    ) : (
      <div className="cp-file">
        <p className="cp-slides-note">{t("player.slides.no-viewer")}</p>
        <OpenLink url={file} label={t("player.slides.open-pdf")} />
        <PdfPreview url={file} title={title} />
      </div>
    );
  if (source.kind === "link")
    return (
      <div className="cp-file">
        <OpenLink url={source.url} label={t("player.slides.open")} />
      </div>
    );
  return (
    <div className="cp-slides">
      <div className="cp-slides-frame">
        <iframe src={source.embed} title={label} allow="fullscreen" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" loading="lazy" />
      </div>
      <OpenLink url={source.url} label={t("player.slides.open")} />
    </div>
  );
}
