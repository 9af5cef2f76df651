import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { isUnreachable } from "#shared/api/errors.ts";
import { user } from "#shared/auth/session.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { Button } from "#shared/ui/button.tsx";
import { EmptyState } from "#shared/ui/states.tsx";
import { useOnDemand } from "#shared/ui/use-on-demand.ts";
import { readCopy } from "./runner/device-copy.ts";
import { copyVerdict, sendHeldCopy } from "./runner/held-copy.ts";
import type { RunnerModalProps } from "./runner/runner-modal.tsx";
import { sourceFor, type TestKind } from "./runner/source.ts";
import { t } from "./runner-launcher.messages.ts";

/** The modal and everything taking needs: fetched when the learner opens it, or when an attempt is to be resumed. */
const modalCode = onDemand(() => import("./runner/runner-modal.tsx"));

/**
 * The button that opens an exam or an assessment in its full-screen modal. An attempt this device
 * holds opens again by itself, at the question it was on, while the server can still hold it open
 * (a reload, a crash or a power cut does not end it); one it can no longer take is sent and
 * forgotten without opening anything (held-copy.ts). No attempt starts without the learner's press.
 */
export function RunnerLauncher({ kind, testKey, announce }: { kind: TestKind; testKey: string | null } & Pick<RunnerModalProps, "announce">) {
  useSignals();
  const [open, setOpen] = useState<{ resume: boolean } | null>(null);
  const modal = useOnDemand(modalCode, () => t("runner.open.failed"));
  const learnerId = user.value?.id ?? null;
  const emit = useEmit();

  useEffect(() => {
    if (learnerId === null || !testKey) return;
    const visit = new AbortController();
    const resume = () => !visit.signal.aborted && modal.bring(() => setOpen({ resume: true }), { quiet: true });
    const source = sourceFor(kind, testKey);
    void (async () => {
      const copy = await readCopy(learnerId, source.path, testKey).catch(() => null);
      if (!copy || visit.signal.aborted) return;
      let info: Awaited<ReturnType<typeof source.load>>;
      try {
        info = await source.load(visit.signal);
      } catch (error) {
        // Offline, the attempt goes on from the device alone (the server is asked again when it is back).
        if (isUnreachable(error) && Date.now() < copy.state.deadline) resume();
        return;
      }
      if (copyVerdict(copy.state, info.result, Date.now()) === "resume") return resume();
      const result = await sendHeldCopy(copy, source.path, info.id);
      if (result && !visit.signal.aborted) emit(announce({ id: info.id, score: result.stats?.score ?? null, passed: result.passed }));
    })();
    return () => visit.abort();
  }, [learnerId, kind, testKey]);

  // Placed without the test it opens (a page that forgot the attribute): said, not an empty box.
  if (!testKey) return <EmptyState title={t(kind === "exam" ? "runner.not-found.exam" : "runner.not-found.assessment")} />;
  const Code = modal.code;
  return (
    <>
      <Button
        className="runner-open"
        onClick={() => !modal.loading && modal.bring(() => setOpen({ resume: false }))}
        aria-busy={modal.loading || undefined}
        aria-disabled={modal.loading || undefined}
      >
        {t(kind === "exam" ? "runner.open.exam" : "runner.open.assessment")}
      </Button>
      {open && Code && <Code.RunnerModal kind={kind} testKey={testKey} resume={open.resume} onClose={() => setOpen(null)} announce={announce} />}
    </>
  );
}
