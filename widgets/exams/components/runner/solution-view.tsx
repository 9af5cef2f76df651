import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import { readableError } from "#shared/api/errors.ts";
import { getSolution, type Question } from "#shared/api/exam-taking.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { formatNumber } from "#shared/format/format.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import { Button } from "#shared/ui/button.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { ErrorState } from "#shared/ui/states.tsx";
import { t } from "./runner.messages.ts";
import type { TestSource } from "./source.ts";

/** The solution of the last attempt, fetched when asked for; the results stay hidden until the learner goes back to them. */
export function SolutionView({ source, testId, onExit }: { source: TestSource; testId: number; onExit: () => void }) {
  useSignals();
  const solution = useModel(() => resource((signal) => getSolution(source.path, testId, signal)), [source, testId]);
  const state = solution.state.value;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="runner-solution" aria-labelledby="runner-solution">
      <div className="runner-solution-head">
        <h3 id="runner-solution" ref={heading} tabIndex={-1}>
          {t("runner.solution.heading")}
        </h3>
        <Button variant="secondary" onClick={onExit}>
          {t("runner.solution.exit")}
        </Button>
      </div>
      {state.status === "loading" && <Skeleton count={3} height={120} />}
      {state.status === "error" && <ErrorState message={readableError(state.error, t("runner.error.fetch-solution"))} onRetry={solution.retry} />}
      {state.status === "ready" && (
        <ol className="runner-solution-list">
          {state.data.map((question, i) => (
            <SolvedQuestion key={question.id} question={question} number={i + 1} />
          ))}
        </ol>
      )}
    </section>
  );
}

function SolvedQuestion({ question, number }: { question: Question; number: number }) {
  useSignals();
  const given = question.user_answer?.answer_id ?? null;
  return (
    <li className="runner-solved lp-card">
      <h4 className="runner-question-number">{t("runner.question", { number: formatNumber(number) })}</h4>
      <SafeHtml className="runner-question-text" html={question.text} />
      <ul className="runner-solved-answers">
        {question.answers.map((answer) => {
          const yours = answer.id === given;
          const right = answer.is_correct === true;
          return (
            <li key={answer.id} data-right={right || undefined} data-yours={yours || undefined}>
              <span>{answer.text}</span>
              {(yours || right) && (
                <span className="runner-solved-marks">
                  {yours && (
                    <span className="runner-badge" data-badge={right ? "passed" : "failed"}>
                      {t("runner.solution.yours")}
                    </span>
                  )}
                  {right && (
                    <span className="runner-badge" data-badge="passed">
                      {t("runner.solution.right")}
                    </span>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {given === null && <p className="runner-muted">{t("runner.solution.unanswered")}</p>}
      {question.explanation && (
        <div className="runner-explanation">
          <h5>{t("runner.solution.explanation")}</h5>
          <SafeHtml html={question.explanation} />
        </div>
      )}
    </li>
  );
}
