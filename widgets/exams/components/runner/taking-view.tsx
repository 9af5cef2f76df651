import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useRef, useState } from "react";
import { formatNumber } from "#shared/format/format.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import { Button } from "#shared/ui/button.tsx";
import { Dialog } from "#shared/ui/dialog/dialog.tsx";
import type { AttemptSession } from "./attempt-session.ts";
import { Dial } from "./dial.tsx";
import { clock, perQuestionSeconds, questionClock, timerLevel } from "./rules.ts";
import { t } from "./runner.messages.ts";
import { answeredCount, canBack, canNext, canSkip, currentQuestion, isLast, shownAnswer, spentOn } from "./taking.ts";
import { useIntegrity } from "./use-integrity.ts";

/** The attempt being taken: one question at a time, the clocks, and the integrity rules around it. */
export function TakingView({ session }: { session: AttemptSession }) {
  useSignals();
  const phase = session.phase.value;
  const state = session.taking.value;
  const integrity = useIntegrity(session, phase.name === "taking");
  const heading = useRef<HTMLHeadingElement>(null);
  const groupId = useId();
  const index = state?.index ?? 0;
  const questionId = state ? currentQuestion(state) : null;
  const [skipped, setSkipped] = useState<Skipped | null>(null);

  // Each new question is announced: the focus moves to its heading.
  useEffect(() => {
    heading.current?.focus();
    // Once left, the question a SKIP brought the learner to no longer says so, even when they come back to it.
    setSkipped((last) => (last && last.landedOn !== null && last.landedOn !== questionId ? { ...last, landedOn: null } : last));
  }, [questionId]);

  if (!state) return null;
  const questions = session.questions.value;
  const question = questions.find((q) => q.id === questionId);
  const total = state.order.length;
  const chosen = shownAnswer(state);
  const busy = phase.name !== "taking";

  function skip() {
    const before = session.taking.peek();
    session.skip();
    const after = session.taking.peek();
    if (after && after !== before) setSkipped((last) => ({ count: (last?.count ?? 0) + 1, landedOn: currentQuestion(after) }));
  }

  return (
    <div className="runner-taking">
      <header className="runner-taking-head">
        <p className="runner-muted">{t("runner.answered", { count: formatNumber(answeredCount(state)), total: formatNumber(total) })}</p>
        <Clocks session={session} />
      </header>
      <Notices session={session} integrity={integrity} skipped={skipped && skipped.landedOn === questionId ? skipped : null} />
      {question && (
        <form
          className="runner-question lp-card"
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            session.next();
          }}
        >
          <h3 ref={heading} tabIndex={-1} className="runner-question-number">
            {t("runner.question-of", { number: formatNumber(index + 1), total: formatNumber(total) })}
          </h3>
          {question.topic && <p className="runner-muted">{question.topic.name}</p>}
          <SafeHtml className="runner-question-text" html={question.text} />
          {/* Keyed by question: its radios start from the stored answer and then hold the learner's pick themselves. */}
          <fieldset key={question.id} className="runner-answers" aria-describedby={groupId} disabled={busy}>
            <legend id={groupId} className="lp-visually-hidden">
              {t("runner.answers")}
            </legend>
            {question.answers.map((answer) => (
              <label key={answer.id} className="runner-answer" data-chosen={chosen === answer.id || undefined}>
                <input
                  type="radio"
                  name={`q-${question.id}`}
                  value={answer.id}
                  defaultChecked={chosen === answer.id}
                  onChange={() => session.select(answer.id)}
                />
                <span>{answer.text}</span>
              </label>
            ))}
          </fieldset>
          <div className="runner-nav">
            <Button type="button" variant="secondary" disabled={busy || !canBack(state)} onClick={session.back}>
              {t("runner.back")}
            </Button>
            <Button type="button" variant="secondary" disabled={busy || !canSkip(state)} onClick={skip}>
              {t("runner.skip")}
            </Button>
            <Button type="submit" disabled={busy || !canNext(state)}>
              {isLast(state) ? t("runner.finish") : t("runner.next")}
            </Button>
          </div>
        </form>
      )}
      <Dialog open={integrity.leaving} title={t("runner.leave.title")} onClose={integrity.stay}>
        <p>{t("runner.leave.body")}</p>
        <div className="runner-actions">
          <Button variant="secondary" onClick={integrity.stay}>
            {t("runner.leave.no")}
          </Button>
          <Button onClick={integrity.leave}>{t("runner.leave.yes")}</Button>
        </div>
      </Dialog>
    </div>
  );
}

/** The total and per-question clocks: the only part that re-renders as time passes. */
function Clocks({ session }: { session: AttemptSession }) {
  useSignals();
  const now = session.now.value;
  const state = session.taking.value;
  if (!state) return null;
  const totalSeconds = session.durationSeconds();
  const leftSeconds = session.timeLeft() / 1000;
  const allowed = perQuestionSeconds(totalSeconds / 60, state.order.length);
  const onQuestion = questionClock(spentOn(state, currentQuestion(state), now), allowed);
  return (
    <div className="runner-dials" role="timer" aria-live="off">
      <Dial
        label={t("runner.question-time")}
        note={onQuestion.overtime ? t("runner.overtime") : undefined}
        clock={`${onQuestion.overtime ? "+" : ""}${clock(onQuestion.seconds)}`}
        share={onQuestion.overtime ? 0 : onQuestion.seconds / allowed}
        level={onQuestion.level}
      />
      <Dial label={t("runner.time-left")} clock={clock(leftSeconds)} share={leftSeconds / totalSeconds} level={timerLevel(leftSeconds, totalSeconds)} />
    </div>
  );
}

/**
 * The last SKIP, told until the learner leaves the question it brought them to. Counted, so that a
 * second SKIP in a row puts new words in the status (the same words, unchanged, are not read again).
 */
interface Skipped {
  count: number;
  landedOn: number | null;
}

/** What the learner must know now: the connection, a submission under way, a question skipped, a warning. */
function Notices({ session, integrity, skipped }: { session: AttemptSession; integrity: ReturnType<typeof useIntegrity>; skipped: Skipped | null }) {
  useSignals();
  const submitting = session.phase.value.name === "submitting";
  const notice = submitting
    ? session.waitingToSend.value
      ? "runner.waiting-to-send"
      : "runner.submitting"
    : !session.online.value
      ? "runner.offline"
      : skipped
        ? "runner.skipped"
        : null;
  return (
    <div className="runner-notices">
      {/* Polite and always in the page, so a change is announced without taking the focus. */}
      <p className="runner-notice" role="status" data-empty={notice ? undefined : ""} data-kind={notice === "runner.skipped" ? "skipped" : undefined}>
        {notice && <span key={skipped?.count ?? 0}>{t(notice)}</span>}
      </p>
      {integrity.awaySeconds !== null && (
        <Warning text={t("runner.away-warning", { seconds: formatNumber(integrity.awaySeconds) })} onDismiss={integrity.dismissAway} />
      )}
      {integrity.resized && <Warning text={t("runner.resize-warning")} onDismiss={integrity.dismissResize} />}
    </div>
  );
}

function Warning({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  useSignals();
  return (
    <div className="runner-warning" role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onDismiss}>
        {t("runner.ok")}
      </Button>
    </div>
  );
}
