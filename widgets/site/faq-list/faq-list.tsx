import { useSignals } from "@preact/signals-react/runtime";
import css from "./faq-list.css?inline";
import { t } from "./faq-list.messages.ts";

export const styles = [css];

const ITEMS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
type Item = (typeof ITEMS)[number];

/** The questions as a schema.org FAQPage, for the head of the page the server draws them in. */
export function structuredData(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: ITEMS.map((n) => ({ "@type": "Question", name: t(`faq.${n}.q`), acceptedAnswer: { "@type": "Answer", text: t(`faq.${n}.a`) } })),
  };
}

/**
 * <lp-faq-list>: ten questions, each a disclosure the browser itself makes accessible
 * (<details>): keyboard, screen readers and find-in-page open it without any script of ours.
 */
export default function FaqList() {
  useSignals();
  const q = (n: Item) => t(`faq.${n}.q`);
  const a = (n: Item) => t(`faq.${n}.a`);
  return (
    <section className="faq" aria-labelledby="faq-title">
      <h2 id="faq-title" className="faq-title">
        {t("faq.title")}
      </h2>
      <p className="faq-intro">{t("faq.intro")}</p>
      <div className="faq-items">
        {ITEMS.map((n) => (
          <details key={n} className="faq-item lp-card" part="item">
            <summary>{q(n)}</summary>
            <p>{a(n)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
