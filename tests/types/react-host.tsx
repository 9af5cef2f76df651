/**
 * A small React 19 host, compiled against the declarations the build writes (`npm run test:types`):
 * the tags, their properties and events type-check, and wrong uses are refused.
 */

import type { LpEventMap } from "../../dist/widgets/lp-widgets.js";
import type {} from "../../dist/widgets/lp-widgets-react.js";

export function PartnerPage({ onEnrolled }: { onEnrolled: (slug: string) => void }) {
  return (
    <main>
      <lp-course-catalogue organizationId="3" syncUrl />
      <lp-course-detail
        slug="bookkeeping-basics"
        onlp-enrolment-complete={(event) => onEnrolled(event.detail.slug)}
        onlp-payment-fail={(event) => console.warn(event.detail.transactionId)}
      />
      <lp-certificate-badge number="LPC-2026-7E0578C17E" />
      <lp-contact-form onlp-form-send={(event) => console.info(event.detail.form === "contact")} />
      {/* @ts-expect-error: the enrolment's detail has no price */}
      <lp-course-detail onlp-enrolment-complete={(event) => console.info(event.detail.price)} />
      {/* @ts-expect-error: a course's slug is text */}
      <lp-course-detail slug={42} />
      {/* @ts-expect-error: no such tag */}
      <lp-course-catalog />
    </main>
  );
}

document.addEventListener("lp-exam-submit", (event) => {
  const passed: boolean = event.detail.passed;
  const score: number | null = event.detail.score;
  console.info(passed, score);
});

const detail = document.querySelector("lp-course-detail");
if (detail) detail.slug = "bookkeeping-basics";
// @ts-expect-error: properties keep their types outside JSX too
if (detail) detail.slug = 42;

window.lpConfig = { apiBase: "https://api.learn.example/api", platformUrl: "https://learn.example", locale: "fr" };
// @ts-expect-error: the widgets speak English and French
window.lpConfig = { locale: "de" };

export type Events = keyof LpEventMap;
