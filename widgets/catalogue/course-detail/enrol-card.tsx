import { useSignals } from "@preact/signals-react/runtime";
import { type Ref, type RefObject, useEffect, useState } from "react";
import type { CourseDetail } from "#shared/api/catalogue.ts";
import { formatDuration, formatMoney } from "#shared/format/format.ts";
import { t as enrolmentWords } from "#shared/payments/enrolment/enrol-now.messages.ts";
import { difficultyLabel } from "#shared/ui/difficulty.ts";
import { Figures } from "#shared/ui/figures/figures.tsx";
import { t as cardWords } from "../components/card.messages.ts";
import { priceDisplay, staffOnly } from "../components/price.ts";
import { countFigures } from "./counts.ts";
import { t } from "./course-detail.messages.ts";
import { discountLines } from "./discount.ts";
import { AccessCodeBox, EnrolAction } from "./enrolment/index.ts";

/** The price block: FREE, or what the learner pays with the original struck out, and the discount breakdown. */
function PriceBlock({ course }: { course: CourseDetail }) {
  useSignals();
  const price = priceDisplay(course);
  // The tag the course's card shows, in place of a price the learner could not pay.
  if (staffOnly(course))
    return (
      <p className="cd-price">
        <strong className="cd-staff-only">{cardWords("catalogue.card.staff-only")}</strong>
      </p>
    );
  if (price.free)
    return (
      <p className="cd-price">
        <strong className="cd-price-now">{t("catalogue.detail.enrol.free")}</strong>
      </p>
    );
  const discount = discountLines(course);
  return (
    <>
      <p className="cd-price">
        <strong className="cd-price-now">{formatMoney(price.pay)}</strong>
        {price.original !== null && (
          <s className="cd-price-was">
            <span className="lp-visually-hidden">{t("catalogue.detail.enrol.original")} </span>
            {formatMoney(price.original)}
          </s>
        )}
      </p>
      {discount && (
        <dl className="cd-discount">
          <div>
            <dt>{t("catalogue.detail.enrol.original")}</dt>
            <dd>{formatMoney(discount.original)}</dd>
          </div>
          <div>
            <dt>{t("catalogue.detail.enrol.discount")}</dt>
            <dd>−{formatMoney(discount.discount)}</dd>
          </div>
          <div className="cd-discount-total">
            <dt>{t("catalogue.detail.enrol.total")}</dt>
            <dd>{formatMoney(discount.total)}</dd>
          </div>
        </dl>
      )}
    </>
  );
}

/** The side card: what the course holds, how long and hard it is, its price, and the ways in. */
export function EnrolCard({ course, onEnrolled, ref }: { course: CourseDetail; onEnrolled: () => void; ref?: Ref<HTMLElement> }) {
  useSignals();
  const counts = [
    ["catalogue.detail.modules", course.modules_count],
    ["catalogue.detail.lessons", course.lessons_count],
    ["catalogue.detail.resources", course.resources_count],
    ["catalogue.detail.quizzes", course.quizzes_count],
    ["catalogue.detail.assignments", course.assignments_count],
    ["catalogue.detail.flashcards", course.flashcards_count],
    ["catalogue.detail.certificates", course.certificate_count],
  ] as const;
  return (
    <aside ref={ref} className="cd-enrol lp-card" aria-labelledby="cd-enrol-title" part="enrol-card">
      <div className="cd-enrol-body">
        <PriceBlock course={course} />
        <EnrolAction course={course} onEnrolled={onEnrolled} />
        <h2 id="cd-enrol-title" className="cd-enrol-title">
          {t("catalogue.detail.enrol.heading")}
        </h2>
        <Figures
          look="inline"
          className="cd-enrol-stats"
          items={[
            ...countFigures(counts),
            { key: "duration", label: t("catalogue.detail.duration"), value: formatDuration(course.duration) },
            { key: "difficulty", label: t("catalogue.detail.difficulty"), value: difficultyLabel(course.difficulty_level) },
          ]}
        />
        {course.has_certificate !== false && (
          <p className="cd-certificate-rule">
            {t(course.has_assessment ? "catalogue.detail.certificate-rule.assessment" : "catalogue.detail.certificate-rule.lessons")}
          </p>
        )}
        {!course.has_enrolled && course.has_access_code !== false && <AccessCodeBox course={course} onEnrolled={onEnrolled} />}
      </div>
    </aside>
  );
}

/**
 * On phones, once the side card has scrolled away: the price and Enroll Now, held at the foot of
 * the screen. Its button presses the card's own, so there is one way to enrol on the page.
 */
export function BuyBar({ course, card }: { course: CourseDetail; card: RefObject<HTMLElement | null> }) {
  useSignals();
  const [cardInView, setCardInView] = useState(true);
  useEffect(() => {
    const node = card.current;
    if (!node || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(([entry]) => setCardInView(entry.isIntersecting));
    observer.observe(node);
    return () => observer.disconnect();
  }, [card]);
  // A staff-only course has no Enroll Now for the bar to hold, nor a price to pay.
  if (course.has_enrolled || staffOnly(course)) return null;
  const price = priceDisplay(course);
  return (
    <div className={cardInView ? "cd-buy-bar" : "cd-buy-bar is-card-away"} part="buy-bar">
      <strong className="cd-buy-price">{price.free ? t("catalogue.detail.enrol.free") : formatMoney(price.pay)}</strong>
      <button type="button" className="lp-button lp-button-primary" onClick={() => card.current?.querySelector<HTMLElement>(".enrol-main")?.click()}>
        {enrolmentWords("enrolment.enroll-now")}
      </button>
    </div>
  );
}
