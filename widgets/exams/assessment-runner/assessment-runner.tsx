import type { RootProps } from "#shared/element/tag.ts";
import { LpAssessmentSubmitEvent } from "#shared/events/events.ts";
import dialogCss from "#shared/ui/dialog/dialog.css?inline";
import figuresCss from "#shared/ui/figures/figures.css?inline";
import runnerCss from "../components/runner/runner.css?inline";
import { RunnerLauncher } from "../components/runner-launcher.tsx";
import type { tag } from "./assessment-runner.api.ts";

/** The modal's styles join the shadow root before it paints: its code comes later, its looks do not. */
export const styles = [dialogCss, figuresCss, runnerCss];

/** <lp-assessment-runner>: Take Assessment, and the course's assessment in its modal. */
export default function AssessmentRunner({ assessmentId }: RootProps<typeof tag>) {
  return <RunnerLauncher kind="assessment" testKey={assessmentId ? String(assessmentId) : null} announce={(detail) => new LpAssessmentSubmitEvent(detail)} />;
}
