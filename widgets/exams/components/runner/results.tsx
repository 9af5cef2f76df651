import { useSignals } from "@preact/signals-react/runtime";
import type { Result } from "#shared/api/exam-taking.ts";
import { formatNumber } from "#shared/format/format.ts";
import { Figures } from "#shared/ui/figures/figures.tsx";
import { clock, gradingSystem, letterGrade, percentOf, resultTier } from "./rules.ts";
import { t } from "./runner.messages.ts";

/** The left side of the overview: the last result, the topics, and the grading system. */
export function Results({ result }: { result: Result }) {
  useSignals();
  const stats = result.stats;
  return (
    <div className="runner-results">
      <section className="runner-card lp-card" aria-labelledby="runner-result">
        <h3 id="runner-result" className="runner-card-title">
          {t("runner.result.heading")}
        </h3>
        {stats && result.submitted_before ? (
          <Figures
            look="tiles"
            className="runner-result"
            items={[
              {
                key: "score",
                label: t("runner.result.score"),
                value: <span data-tier={resultTier(stats.score, result.passing_score)}>{formatNumber(stats.score)}%</span>,
              },
              { key: "time", label: t("runner.result.time"), value: clock(stats.time_taken) },
              { key: "correct", label: t("runner.result.correct"), value: `${formatNumber(stats.correct)}/${formatNumber(stats.total)}` },
            ]}
          />
        ) : (
          <p className="runner-muted">{t("runner.result.none")}</p>
        )}
      </section>
      <TopicPerformance topics={result.topics} passingScore={result.passing_score} />
      <GradingSystem passingScore={result.passing_score} />
    </div>
  );
}

function TopicPerformance({ topics, passingScore }: { topics: Result["topics"]; passingScore: number }) {
  useSignals();
  return (
    <section className="runner-card lp-card" aria-labelledby="runner-topics">
      <h3 id="runner-topics" className="runner-card-title">
        {t("runner.topics.heading")}
      </h3>
      {topics.length === 0 ? (
        <p className="runner-muted">{t("runner.topics.none")}</p>
      ) : (
        <ul className="runner-topics">
          {topics.map((topic) => {
            const percent = percentOf(topic.correct, topic.total);
            const grade = letterGrade(percent, passingScore);
            return (
              <li key={`${topic.topic_id}-${topic.topic_name}`} className="runner-topic">
                <span className="runner-topic-name">{topic.topic_name}</span>
                <span className="runner-topic-grade" data-grade={grade}>
                  <span aria-hidden="true">{grade}</span>
                  <span className="lp-visually-hidden">{t("runner.topics.grade", { grade })}</span>
                </span>
                <span className="runner-topic-figures">
                  {formatNumber(percent)}% · {formatNumber(topic.correct)}/{formatNumber(topic.total)}
                </span>
                <span className="runner-bar" aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function GradingSystem({ passingScore }: { passingScore: number }) {
  useSignals();
  return (
    <section className="runner-card lp-card" aria-labelledby="runner-grading">
      <h3 id="runner-grading" className="runner-card-title">
        {t("runner.grading.heading")}
      </h3>
      <Figures
        look="plain"
        className="runner-grading"
        items={gradingSystem(passingScore).map((row) => ({
          key: row.band,
          label: t(`runner.grading.${row.band}`),
          value: `${formatNumber(row.from)}–${formatNumber(row.to)}%`,
        }))}
      />
    </section>
  );
}
