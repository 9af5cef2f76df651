import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import type { Result } from "#shared/api/exam-taking.ts";
import { user } from "#shared/auth/session.ts";
import { formatNumber } from "#shared/format/format.ts";
import { Button } from "#shared/ui/button.tsx";
import { Dial } from "./dial.tsx";
import { clock, countdown, passBadge, perQuestionSeconds, retakeOpen, scoreBand } from "./rules.ts";
import { t } from "./runner.messages.ts";
import type { TestInfo } from "./source.ts";

interface NextStepProps {
  info: TestInfo;
  onStart: () => void;
  onInstructions: () => void;
  onSolution: () => void;
}

/** The right side's first card: before a first attempt, what is coming and Start; after one, how it went and what next. */
export function NextStep(props: NextStepProps) {
  return props.info.result.submitted_before || props.info.result.abandoned_last_attempt ? <Completion {...props} /> : <Attention {...props} />;
}

function Attention({ info, onStart, onInstructions }: NextStepProps) {
  useSignals();
  const perQuestion = perQuestionSeconds(info.duration, info.totalQuestions);
  return (
    <section className="runner-card runner-attention lp-card" aria-labelledby="runner-attention">
      <h3 id="runner-attention" className="runner-card-title">
        {t("runner.attention.heading", { first_name: user.value?.first_name ?? "" })}
      </h3>
      <p>{t("runner.attention.body", { title: info.title, questions: formatNumber(info.totalQuestions), minutes: formatNumber(info.duration) })}</p>
      <p>
        <button type="button" className="runner-link" onClick={onInstructions}>
          {t("runner.attention.instructions")}
        </button>
      </p>
      <div className="runner-dials">
        <Dial label={t("runner.dial.question")} clock={clock(perQuestion)} share={1} level="full" />
        <Dial label={t("runner.dial.total")} clock={clock(info.duration * 60)} share={1} level="full" />
      </div>
      <Button className="runner-start" onClick={onStart}>
        {t("runner.start")}
      </Button>
    </section>
  );
}

/** A clock for the retake's countdown, ticking each second while it waits. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function Completion({ info, onStart, onSolution }: NextStepProps) {
  useSignals();
  const result: Result = info.result;
  const nextAt = result.next_attempt_at;
  const waiting = !retakeOpen(nextAt, Date.now());
  const now = useNow(waiting);
  const open = retakeOpen(nextAt, now);
  const left = nextAt && !open ? countdown(Date.parse(nextAt), now) : null;
  const score = result.stats?.score ?? 0;
  const badge = passBadge(score, result.passing_score);
  const abandoned = result.abandoned_last_attempt;
  return (
    <section className="runner-card runner-completion lp-card" aria-labelledby="runner-completion">
      {abandoned ? (
        <>
          <h3 id="runner-completion" className="runner-card-title">
            {t("runner.abandoned.title")}
          </h3>
          <p>{t("runner.abandoned.message")}</p>
        </>
      ) : (
        <>
          <h3 id="runner-completion" className="runner-card-title">
            {t(`runner.band.${scoreBand(score, result.passing_score)}`)}
          </h3>
          <p className="runner-score">
            <strong>{formatNumber(score)}%</strong>
            {badge && (
              <span className="runner-badge" data-badge={badge}>
                {t(badge === "passed" ? "runner.passed" : "runner.failed")}
              </span>
            )}
          </p>
          <p className="runner-muted">{t("runner.passing-score", { score: formatNumber(result.passing_score) })}</p>
        </>
      )}
      <div className="runner-actions">
        <Button variant="secondary" disabled={!(result.show_solution && result.passed)} onClick={onSolution}>
          {t("runner.view-solution")}
        </Button>
        <Button disabled={!open} onClick={onStart}>
          {t("runner.retake")}
        </Button>
      </div>
      {left && (
        <p className="runner-countdown" role="timer" aria-live="off">
          {t("runner.retake-in")}{" "}
          <strong>
            {left.days > 0 && `${t.plural("runner.days", left.days, { count: formatNumber(left.days) })} `}
            {left.time}
          </strong>
        </p>
      )}
    </section>
  );
}
