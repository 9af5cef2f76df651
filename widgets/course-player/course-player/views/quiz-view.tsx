import { useSignals } from "@preact/signals-react/runtime";
import { useId, useReducer, useRef, useState } from "react";
import { shuffled } from "#shared/data/shuffled.ts";
import { formatNumber } from "#shared/format/format.ts";
import { Button } from "#shared/ui/button.tsx";
import { EmptyState } from "#shared/ui/states.tsx";
import { CHEERS, COMFORTS, t } from "../course-player.messages.ts";
import type { QuizQuestion } from "../lesson-data.ts";
import { quizReducer, startQuiz } from "../quiz-machine.ts";

const pick = <T,>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

/**
 * A practice quiz, graded here: questions in a new order each time, Submit once an option is
 * chosen, feedback with the explanation, then Next or Finish. Finishing reports the score once.
 */
export function QuizView({ questions, onFinish }: { questions: QuizQuestion[]; onFinish: (correct: number, total: number) => void }) {
  useSignals();
  const [state, dispatch] = useReducer(quizReducer, questions, (all) => startQuiz(shuffled(all)));
  const [message, setMessage] = useState<string>("");
  const name = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  if (questions.length === 0) return <EmptyState title={t("player.quiz.empty")} />;
  const total = state.questions.length;

  if (state.finished)
    return (
      <div className="cp-quiz-done" role="status">
        <h3 className="cp-quiz-done-title">{t("player.quiz.done")}</h3>
        <p className="cp-quiz-score">{t("player.quiz.score", { score: formatNumber(state.score), total: formatNumber(total) })}</p>
        <Button variant="secondary" onClick={() => dispatch({ type: "retake", questions: shuffled(questions) })}>
          {t("player.quiz.retake")}
        </Button>
      </div>
    );

  const question = state.questions[state.index];
  const submitted = state.answeredRight !== null;
  const last = state.index === total - 1;
  const right = question.options.find((option) => option.is_correct);

  function submit() {
    if (state.selected === null || submitted) return;
    const option = question.options.find((o) => o.id === state.selected);
    setMessage(t(option?.is_correct ? pick(CHEERS) : pick(COMFORTS)));
    dispatch({ type: "submit" });
  }

  function advance() {
    if (last) onFinish(state.score, total);
    dispatch({ type: "next" });
    heading.current?.focus();
  }

  return (
    <form
      className="cp-quiz"
      onSubmit={(event) => {
        event.preventDefault();
        if (submitted) advance();
        else submit();
      }}
    >
      <fieldset className="cp-quiz-question" disabled={submitted}>
        <legend>
          <span className="cp-quiz-count">{t("player.quiz.question", { n: formatNumber(state.index + 1), total: formatNumber(total) })}</span>
          <span ref={heading} tabIndex={-1} className="cp-quiz-text">
            {question.text}
          </span>
        </legend>
        {question.options.map((option) => {
          const chosen = state.selected === option.id;
          const verdict = submitted && (option.is_correct ? "right" : chosen ? "wrong" : undefined);
          return (
            <label key={option.id} className="cp-option" data-verdict={verdict || undefined}>
              <input type="radio" name={name} checked={chosen} onChange={() => dispatch({ type: "select", option: option.id })} />
              <span>{option.text}</span>
            </label>
          );
        })}
      </fieldset>
      {submitted && (
        <div className="cp-feedback" data-right={state.answeredRight || undefined} role="status">
          <p className="cp-feedback-verdict">{state.answeredRight ? t("player.quiz.right") : t("player.quiz.wrong")}</p>
          <p className="cp-feedback-message">{message}</p>
          {!state.answeredRight && right && <p>{t("player.quiz.answer", { answer: right.text })}</p>}
          {question.explanation && (
            <p className="cp-feedback-explanation">
              <strong>{t("player.quiz.explanation")}</strong> {question.explanation}
            </p>
          )}
        </div>
      )}
      <div className="cp-quiz-actions">
        {submitted ? (
          <Button type="submit">{last ? t("player.quiz.finish") : t("player.quiz.next")}</Button>
        ) : (
          <Button type="submit" disabled={state.selected === null}>
            {t("player.quiz.submit")}
          </Button>
        )}
      </div>
    </form>
  );
}
