import { useSignals } from "@preact/signals-react/runtime";
import { type ExamCard as Exam, questionCount } from "#shared/api/exams.ts";
import { href } from "#shared/config/runtime.ts";
import { formatMoney, formatNumber, truncate } from "#shared/format/format.ts";
import { difficultyLabel } from "#shared/ui/difficulty.ts";
import { isFree } from "../components/price.ts";
import { t } from "./exam-card.messages.ts";

/** The spec cuts a card's text at 30 characters. */
export const CARD_TEXT_LIMIT = 30;

/** Text cut for the card, whole in a tooltip and for screen readers. */
function Cut({ text, className }: { text: string; className?: string }) {
  const cut = truncate(text, CARD_TEXT_LIMIT);
  if (cut === text) return <span className={className}>{text}</span>;
  return (
    <span className={className} title={text}>
      <span aria-hidden="true">{cut}</span>
      <span className="lp-visually-hidden">{text}</span>
    </span>
  );
}

/** One exam, as every exam list shows it: the whole card is a link to the exam's page. */
export function ExamCard({ exam }: { exam: Exam }) {
  useSignals();
  const questions = questionCount(exam);
  const free = isFree(exam);
  return (
    <article className="exam-card media-card lp-card lp-card-lift" part="card">
      <a className="media-card-link" href={href("exam", { slug: exam.slug })}>
        {exam.image ? (
          <img className="media-card-image" src={exam.image} alt="" loading="lazy" decoding="async" width="320" height="180" />
        ) : (
          <div className="media-card-image" aria-hidden="true" />
        )}
        <div className="media-card-body">
          {exam.category && <Cut className="media-card-category" text={exam.category.name} />}
          <h3 className="media-card-title">
            <Cut text={exam.title} />
          </h3>
          {exam.organization && <Cut className="media-card-note" text={exam.organization.name} />}
          <p className="media-card-note exam-card-meta">
            {t.plural("exams.card.minutes", exam.duration, { count: formatNumber(exam.duration) })} ·{" "}
            {t.plural("exams.card.questions", questions, { count: formatNumber(questions) })}
            {exam.difficulty ? ` · ${difficultyLabel(exam.difficulty)}` : ""}
          </p>
          {exam.has_enrolled ? (
            <p className="exam-card-enrolled">{t("exams.card.enrolled")}</p>
          ) : (
            <p className="exam-card-price">
              {free ? (
                <strong>{t("exams.card.free")}</strong>
              ) : (
                <strong aria-label={t("exams.card.price", { price: formatMoney(exam.price) })}>{formatMoney(exam.price)}</strong>
              )}
            </p>
          )}
        </div>
      </a>
    </article>
  );
}
