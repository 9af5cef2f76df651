import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import type { CourseDetail } from "#shared/api/catalogue.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import { t } from "./course-detail.messages.ts";

/** How many questions show before View More. */
const FAQ_INITIAL_COUNT = 5;

type Faq = CourseDetail["faqs"][number];

/** The course's questions as an accordion: five first, all after View More. Answers are the course's HTML. */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  useSignals();
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const shown = all ? faqs : faqs.slice(0, FAQ_INITIAL_COUNT);
  if (faqs.length === 0) return null;
  return (
    <section className="cd-section lp-card cd-faq" aria-labelledby="cd-faq-title" part="faq">
      <h2 id="cd-faq-title" className="cd-section-title">
        {t("catalogue.detail.faq")}
      </h2>
      <ul id="cd-faq-list" className="cd-faq-list">
        {shown.map((faq, i) => (
          <li key={i} className="cd-faq-item">
            <h3 className="cd-faq-question">
              <button type="button" aria-expanded={open === i} aria-controls={`cd-faq-${i}`} onClick={() => setOpen(open === i ? null : i)}>
                <span>{faq.question}</span>
                <span className="cd-chevron" aria-hidden="true" />
              </button>
            </h3>
            <div id={`cd-faq-${i}`} className="cd-faq-answer" hidden={open !== i}>
              <SafeHtml html={faq.answer} />
            </div>
          </li>
        ))}
      </ul>
      {faqs.length > FAQ_INITIAL_COUNT && (
        <button type="button" className="lp-button lp-button-link cd-more" aria-expanded={all} aria-controls="cd-faq-list" onClick={() => setAll((a) => !a)}>
          {all ? t("catalogue.detail.view-less") : t("catalogue.detail.view-more")}
        </button>
      )}
    </section>
  );
}
