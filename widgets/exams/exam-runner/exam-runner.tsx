import { routeParam } from "#shared/config/runtime.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { LpExamSubmitEvent } from "#shared/events/events.ts";
import dialogCss from "#shared/ui/dialog/dialog.css?inline";
import figuresCss from "#shared/ui/figures/figures.css?inline";
import runnerCss from "../components/runner/runner.css?inline";
import { RunnerLauncher } from "../components/runner-launcher.tsx";
import type { tag } from "./exam-runner.api.ts";

/** The modal's styles join the shadow root before it paints: its code comes later, its looks do not. */
export const styles = [dialogCss, figuresCss, runnerCss];

/** <lp-exam-runner>: Start Exam, and the exam in its modal. */
export default function ExamRunner({ exam }: RootProps<typeof tag>) {
  return <RunnerLauncher kind="exam" testKey={exam?.trim() || routeParam("exam", "slug")} announce={(detail) => new LpExamSubmitEvent(detail)} />;
}
