import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { user } from "#shared/auth/session.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { Button } from "#shared/ui/button.tsx";
import { EmptyState } from "#shared/ui/states.tsx";
import { useOnDemand } from "#shared/ui/use-on-demand.ts";
import { readCopy } from "./runner/device-copy.ts";
import type { RunnerModalProps } from "./runner/runner-modal.tsx";
import type { TestKind } from "./runner/source.ts";
import { t } from "./runner-launcher.messages.ts";

/** The modal and everything taking needs: fetched when the learner opens it, or when an attempt is to be resumed. */
const modalCode = onDemand(() => import("./runner/runner-modal.tsx"));

/**
 * The button that opens an exam or an assessment in its full-screen modal. An attempt this device
 * holds opens again by itself, at the question it was on: a reload, a crash or a power cut does
 * not end it.
 */
export function RunnerLauncher({ kind, testKey, announce }: { kind: TestKind; testKey: string | null } & Pick<RunnerModalProps, "announce">) {
  useSignals();
  const [open, setOpen] = useState<{ resume: boolean } | null>(null);
  const modal = useOnDemand(modalCode, () => t("runner.open.failed"));
  const learnerId = user.value?.id ?? null;

  useEffect(() => {
    if (learnerId === null || !testKey) return;
    let live = true;
    readCopy(learnerId, kind === "exam" ? "exams" : "assessments", testKey).then(
      (copy) => {
        if (live && copy) modal.bring(() => setOpen({ resume: true }), { quiet: true });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
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
