import { useSignals } from "@preact/signals-react/runtime";
import { useRef, useState } from "react";
import { onDemand } from "#shared/data/on-demand.ts";
import { Button } from "#shared/ui/button.tsx";
import { t } from "../course-player.messages.ts";

/** pdf.js is heavy: it comes only when a learner asks to see a page, never with the lesson. */
const pdfCode = onDemand(() => import("../pdf-first-page.ts"));

type State = "idle" | "drawing" | "shown" | "failed";

/**
 * The first page of a PDF drawn in the page, for browsers with no PDF viewer of their own, on an
 * explicit tap that says what it costs. A failure (no network, a file the platform does not let
 * other pages read) says so, and the link to the file stays beside it.
 */
export function PdfPreview({ url, title }: { url: string; title: string }) {
  useSignals();
  const [state, setState] = useState<State>("idle");
  const canvas = useRef<HTMLCanvasElement>(null);

  async function show() {
    setState("drawing");
    try {
      const { drawFirstPage } = await pdfCode.load();
      const target = canvas.current;
      if (!target) return;
      await drawFirstPage(url, target, target.parentElement?.clientWidth ?? target.clientWidth);
      setState("shown");
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="cp-pdf-preview">
      {state === "idle" && (
        <Button type="button" variant="secondary" onClick={show}>
          {t("player.slides.preview")}
          <span className="cp-pdf-cost"> {t("player.slides.preview-cost")}</span>
        </Button>
      )}
      {state === "drawing" && (
        <p className="cp-slides-note" role="status">
          {t("player.slides.preview-loading")}
        </p>
      )}
      {state === "failed" && (
        <div className="lp-error" role="alert">
          <p>{t("player.slides.preview-failed")}</p>
          <Button type="button" variant="secondary" onClick={show}>
            {t("player.slides.preview")}
          </Button>
        </div>
      )}
      <canvas ref={canvas} className="cp-pdf-page" hidden={state !== "shown"} role="img" aria-label={t("player.slides.preview-label", { title })} />
    </div>
  );
}
