import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useMemo, useState } from "react";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { getHistory, type HistoryItem } from "#shared/api/exam-taking.ts";
import { user } from "#shared/auth/session.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import type { LpEvent, SubmitEventDetail } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { Button } from "#shared/ui/button.tsx";
import { Dialog } from "#shared/ui/dialog/dialog.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { t as missing } from "../runner-launcher.messages.ts";
import { AttemptSession, type SubmitReason } from "./attempt-session.ts";
import { History } from "./history.tsx";
import { InstructionsDialog } from "./instructions-dialog.tsx";
import { NextStep } from "./next-step.tsx";
import { Results } from "./results.tsx";
import { t } from "./runner.messages.ts";
import { SolutionView } from "./solution-view.tsx";
import { sourceFor, type TestInfo, type TestKind, type TestSource } from "./source.ts";
import { TakingView } from "./taking-view.tsx";
import { armBackGuard } from "./use-integrity.ts";

export interface RunnerModalProps {
  kind: TestKind;
  /** The exam's slug or the assessment's id, as the page names it. */
  testKey: string;
  /** Straight into the attempt this device holds (after a reload, a crash, a power cut). */
  resume: boolean;
  onClose: () => void;
  /** The event that tells the page an attempt was submitted (the tag's own: exam or assessment). */
  announce: (detail: SubmitEventDetail) => LpEvent<SubmitEventDetail>;
}

type View = "overview" | "taking" | "solution";

/**
 * The full-screen exam or assessment modal, in the spec's order of precedence: loading, the error
 * view, not found, taking, the solution, the overview. Closing it forgets everything it held.
 */
export function RunnerModal({ kind, testKey, resume, onClose, announce }: RunnerModalProps) {
  useSignals();
  const source = useMemo(() => sourceFor(kind, testKey), [kind, testKey]);
  const overview = useModel(
    () =>
      resource(async (signal) => {
        const info = await source.load(signal);
        const history = await getHistory(source.path, info.id, signal).catch((error: unknown) => error);
        return { info, history };
      }),
    [source],
  );
  const [view, setView] = useState<View>(resume ? "taking" : "overview");
  const [attempt, setAttempt] = useState(0);
  const [instructions, setInstructions] = useState(false);
  const [ended, setEnded] = useState<SubmitReason | null>(null);
  const state = overview.state.value;
  const learner = user.value;
  const info = state.status === "ready" ? state.data.info : null;
  // An attempt taken up again is guarded like one just started: back asks before leaving.
  useEffect(() => {
    if (resume) armBackGuard();
  }, []);

  function start() {
    armBackGuard();
    setAttempt((n) => n + 1);
    setView("taking");
  }

  function finished(reason: SubmitReason | null) {
    if (reason === "away" || reason === "time-up") setEnded(reason);
    overview.refresh();
    setView("overview");
  }

  const taking = view === "taking" && info && learner;
  let body: React.ReactNode;
  if (state.status === "loading") body = <Skeleton count={4} height={96} />;
  else if (state.status === "error" && !(state.error instanceof ApiError && state.error.status === 404))
    body = (
      <ErrorView
        message={readableError(state.error, t(kind === "exam" ? "runner.error.fetch-exam" : "runner.error.fetch-assessment"))}
        onRetry={overview.retry}
      />
    );
  else if (!info || !learner) body = <EmptyState title={missing(kind === "exam" ? "runner.not-found.exam" : "runner.not-found.assessment")} />;
  else if (taking) body = <Taking key={attempt} source={source} info={info} learnerId={learner.id} scope={testKey} onDone={finished} announce={announce} />;
  else if (view === "solution") body = <SolutionView source={source} testId={info.id} onExit={() => setView("overview")} />;
  else {
    // Before a first result the result cards are empty: Start comes first, on a phone's first screen.
    const firstAttempt = !info.result.submitted_before;
    body = (
      <div className="runner-overview" data-first-attempt={firstAttempt || undefined}>
        {!firstAttempt && <Results result={info.result} />}
        <div className="runner-side">
          <NextStep info={info} onStart={start} onInstructions={() => setInstructions(true)} onSolution={() => setView("solution")} />
          {state.status === "ready" &&
            (Array.isArray(state.data.history) ? (
              <History items={state.data.history as HistoryItem[]} />
            ) : (
              <ErrorState message={readableError(state.data.history, t("runner.error.fetch-history"))} onRetry={overview.refresh} />
            ))}
        </div>
        {firstAttempt && <Results result={info.result} />}
      </div>
    );
  }

  return (
    <Dialog open fullScreen title={info?.title ?? t(kind === "exam" ? "runner.title.exam" : "runner.title.assessment")} onClose={onClose} dismissible={!taking}>
      <div className="runner">{body}</div>
      <InstructionsDialog open={instructions} onClose={() => setInstructions(false)} />
      <Dialog open={ended !== null} title={t("runner.ended.title")} onClose={() => setEnded(null)}>
        <p>{t(ended === "away" ? "runner.ended.away" : "runner.ended.time-up")}</p>
        <div className="runner-actions">
          <Button onClick={() => setEnded(null)}>{t("runner.ok")}</Button>
        </div>
      </Dialog>
    </Dialog>
  );
}

function ErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  useSignals();
  return (
    <div className="runner-error">
      <h3>{t("runner.error.title")}</h3>
      <ErrorState message={message} onRetry={onRetry} />
    </div>
  );
}

/** The spec names the failed call: the questions when starting, the submission once answered. */
const failedStep = (step: "paper" | "submit", kind: TestKind) =>
  step === "paper" ? "runner.error.fetch-questions" : kind === "exam" ? "runner.error.submit-exam" : "runner.error.submit-assessment";

/** One attempt: its session lives as long as this view, and says when it is over. */
function Taking({
  source,
  info,
  learnerId,
  scope,
  onDone,
  announce,
}: {
  source: TestSource;
  info: TestInfo;
  learnerId: number;
  scope: string;
  onDone: (reason: SubmitReason | null) => void;
  announce: RunnerModalProps["announce"];
}) {
  useSignals();
  const session = useModel(
    () => new AttemptSession({ path: source.path, testId: info.id, scope, learnerId, durationMinutes: info.duration }),
    [source, info.id, scope, learnerId],
  );
  const phase = session.phase.value;
  const emit = useEmit();
  useEffect(() => {
    if (phase.name === "submitted") {
      const { result } = phase;
      const detail = { id: info.id, score: result.stats?.score ?? null, passed: result.passed };
      emit(announce(detail));
      onDone(phase.reason);
    }
    if (phase.name === "abandoned") onDone(null);
  }, [phase]);
  if (phase.name === "starting") return <Skeleton count={3} height={96} />;
  if (phase.name === "failed")
    return (
      <div className="runner-error">
        <h3>{t("runner.error.title")}</h3>
        <ErrorState message={readableError(phase.error, t(failedStep(phase.step, source.kind)))} />
        <Button variant="secondary" onClick={() => onDone(null)}>
          {t("runner.solution.exit")}
        </Button>
      </div>
    );
  return <TakingView session={session} />;
}
