import { useSignals } from "@preact/signals-react/runtime";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { watchSize } from "#shared/browser/watch-size.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import { t } from "./course-detail.messages.ts";

/** Course text taller than this is cut until View More is pressed (sections.css holds it too). */
const COLLAPSED_HEIGHT_PX = 600;

/**
 * A titled block of the course's own HTML, cut at 600 px when it is taller, with a View More /
 * View Less toggle. The height is measured, and measured again when the content resizes (images
 * loading, a narrower window).
 *
 * Until it is measured (on the server, and in the render that takes the server's drawing over) the
 * text is cut and View More is there: the style shows the toggle and the fade only where the text
 * overflows its cut (sections.css), so a page drawn by the server is cut as it will be once live,
 * and a reader scrolled further down sees nothing above them shrink when the script measures.
 */
export function CollapsibleSection({ id, title, html }: { id: string; title: string; html: string }) {
  useSignals();
  const [expanded, setExpanded] = useState(false);
  const [tall, setTall] = useState<boolean | undefined>(undefined);
  const content = useRef<HTMLDivElement>(null);
  const bodyId = useId();

  useLayoutEffect(() => {
    const inner = content.current?.querySelector<HTMLElement>(".cd-html");
    if (!inner) return;
    const measure = () => setTall(inner.scrollHeight > COLLAPSED_HEIGHT_PX);
    measure();
    return watchSize(inner, measure);
  }, [html]);

  const cut = tall !== false && !expanded;
  return (
    <section className="cd-section lp-card" aria-labelledby={`${id}-title`} part="section">
      <h2 id={`${id}-title`} className="cd-section-title">
        {title}
      </h2>
      <div ref={content} className={`cd-collapsible${cut ? " is-collapsed" : ""}${tall ? " is-tall" : ""}`}>
        <SafeHtml id={bodyId} html={html} className="cd-html" />
        {/* Inside the cut box: the style that shows it before the measure asks that box. */}
        {tall !== false && (
          <div className="cd-more-bar">
            <button
              type="button"
              className="lp-button lp-button-link cd-more"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? t("catalogue.detail.view-less") : t("catalogue.detail.view-more")}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
