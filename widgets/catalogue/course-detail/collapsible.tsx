import { useSignals } from "@preact/signals-react/runtime";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { watchSize } from "#shared/browser/watch-size.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import { t } from "./course-detail.messages.ts";

/** Course text taller than this is cut until View More is pressed. */
const COLLAPSED_HEIGHT_PX = 600;

/**
 * A titled block of the course's own HTML, cut at 600 px when it is taller, with a View More /
 * View Less toggle. The height is measured, and measured again when the content resizes (images
 * loading, a narrower window).
 */
export function CollapsibleSection({ id, title, html }: { id: string; title: string; html: string }) {
  useSignals();
  const [expanded, setExpanded] = useState(false);
  const [tall, setTall] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const bodyId = useId();

  useLayoutEffect(() => {
    const inner = content.current?.firstElementChild as HTMLElement | null;
    if (!inner) return;
    const measure = () => setTall(inner.scrollHeight > COLLAPSED_HEIGHT_PX);
    measure();
    return watchSize(inner, measure);
  }, [html]);

  const cut = tall && !expanded;
  return (
    <section className="cd-section lp-card" aria-labelledby={`${id}-title`} part="section">
      <h2 id={`${id}-title`} className="cd-section-title">
        {title}
      </h2>
      <div id={bodyId} ref={content} className={cut ? "cd-collapsible is-collapsed" : "cd-collapsible"}>
        <SafeHtml html={html} className="cd-html" />
      </div>
      {tall && (
        <button
          type="button"
          className="lp-button lp-button-link cd-more"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t("catalogue.detail.view-less") : t("catalogue.detail.view-more")}
        </button>
      )}
    </section>
  );
}
