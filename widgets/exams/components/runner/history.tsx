import { useSignals } from "@preact/signals-react/runtime";
import type { HistoryItem } from "#shared/api/exam-taking.ts";
import { formatDate, formatNumber } from "#shared/format/format.ts";
import { clock, passBadge, topicClass } from "./rules.ts";
import { t } from "./runner.messages.ts";

/** Every ended attempt, newest first as the API lists them: Abandoned, or the score with Passed / Failed. */
export function History({ items }: { items: HistoryItem[] }) {
  useSignals();
  return (
    <section className="runner-card lp-card" aria-labelledby="runner-history">
      <h3 id="runner-history" className="runner-card-title">
        {t("runner.history.heading")}
      </h3>
      {items.length === 0 ? (
        <p className="runner-muted">{t("runner.history.none")}</p>
      ) : (
        <ol className="runner-history">
          {items.map((item) => {
            const abandoned = item.status === "abandoned";
            const badge = abandoned ? null : passBadge(item.score, item.passing_score);
            return (
              <li key={item.number} className="runner-attempt">
                <p className="runner-attempt-head">
                  <strong>{t("runner.history.attempt", { number: formatNumber(item.number) })}</strong>
                  {item.date && <span className="runner-muted">{formatDate(item.date)}</span>}
                  {abandoned ? (
                    <span className="runner-badge" data-badge="abandoned">
                      {t("runner.history.abandoned")}
                    </span>
                  ) : (
                    badge && (
                      <span className="runner-badge" data-badge={badge}>
                        {t(badge === "passed" ? "runner.passed" : "runner.failed")}
                      </span>
                    )
                  )}
                </p>
                <p className="runner-attempt-figures">
                  <span>{formatNumber(item.score)}%</span>
                  <span>{t("runner.history.correct", { correct: formatNumber(item.correct), total: formatNumber(item.total) })}</span>
                  <span>{clock(item.time_taken)}</span>
                </p>
                {item.results.length > 0 && (
                  <ul className="runner-attempt-topics">
                    {item.results.map((r) => (
                      <li key={r.topic_name} data-class={topicClass(r.score, item.passing_score)}>
                        {r.topic_name}: {formatNumber(r.score)}%
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
