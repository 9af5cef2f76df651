import type { Draft } from "./draft.ts";

/** What every step's body receives from the wizard. */
export interface StepProps {
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
  /** The step heading's id, naming the step's group of controls. */
  headingId: string;
}
