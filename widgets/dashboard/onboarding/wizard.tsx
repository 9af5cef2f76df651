import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { readableError } from "#shared/api/errors.ts";
import { postCompleteRegistration } from "#shared/api/learner.ts";
import type { User } from "#shared/api/schemas.ts";
import { nextPage, refreshUser } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { formatNumber } from "#shared/format/format.ts";
import { useChooseLocale } from "#shared/i18n/choose-locale.ts";
import { Button } from "#shared/ui/button.tsx";
import { flash } from "#shared/ui/flash.ts";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { type PictureCropper, PictureExportError } from "../components/cropper.ts";
import { markJoined } from "../components/just-joined.ts";
import { PicturePicker } from "../components/picture-picker.tsx";
import { BirthStep } from "./birth-step.tsx";
import { LAST_STEP, STEP_COUNT } from "./constants.ts";
import { clearDraft, type Draft, loadDraft, saveDraft } from "./draft.ts";
import { EducationStep } from "./education-step.tsx";
import { type Block, blockAt, resumeStep } from "./gates.ts";
import { InterestsStep } from "./interests-step.tsx";
import { LanguageStep } from "./language-step.tsx";
import { t } from "./onboarding.messages.ts";
import { ReasonStep } from "./reason-step.tsx";
import { registrationForm } from "./registration-form.ts";
import { useCategories } from "./use-categories.ts";

const TITLES = [
  "onboarding.birth.title",
  "onboarding.interests.title",
  "onboarding.education.title",
  "onboarding.language.title",
  "onboarding.reason.title",
  "onboarding.picture.title",
] as const;

/** What the line under the step says while Next waits; the birth step explains its own problems. */
function waitingFor(block: Block, draft: Draft): string | null {
  switch (block) {
    case "birth-missing":
      return draft.dateOfBirth ? null : t("onboarding.birth.missing");
    case "no-field":
      return t("onboarding.interests.missing");
    case "no-choice":
      return t("onboarding.choice.missing");
    case "no-picture":
      return t("onboarding.picture.missing");
    default:
      return null;
  }
}

/**
 * The six steps for one learner. Answers are kept in the tab's session storage as they are
 * given, so a reload or a dropped connection resumes where the learner was; the picture is
 * chosen again after a reload. Finish sends everything; a failure keeps it all on screen.
 */
export function Wizard({ learner, onFinishing }: { learner: User; onFinishing: () => void }) {
  const chooseLocale = useChooseLocale();
  useSignals();
  const titleId = useId();
  const headingId = useId();
  const needId = useId();
  const [draft, setDraft] = useState<Draft>(() => {
    const saved = loadDraft(learner.id);
    return { ...saved, step: resumeStep(saved, new Date()) };
  });
  // None until the learner moves: the first step shows without sliding in.
  const [direction, setDirection] = useState<"forward" | "back" | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [pictureReady, setPictureReady] = useState(false);
  // Done: the buttons stay busy until the next page shows.
  const [leaving, setLeaving] = useState(false);
  const cropper = useRef<PictureCropper | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [categories, retryCategories] = useCategories();

  const step = draft.step;
  const block = blockAt(step, draft, new Date(), pictureReady);
  const waiting = waitingFor(block, draft);

  // Saved as the change commits, not a frame later: a reload right after a choice keeps it.
  useLayoutEffect(() => saveDraft(learner.id, draft), [learner.id, draft]);

  // After Back or Next, the new step's heading takes focus, so reading starts there.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const change = useCallback((patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const onCropper = useCallback((ready: PictureCropper | null) => {
    cropper.current = ready;
    setPictureReady(ready !== null);
  }, []);

  function goTo(next: number) {
    moved.current = true;
    setDirection(next > step ? "forward" : "back");
    change({ step: next });
  }

  const finishing = useAction(async (crop: PictureCropper) => postCompleteRegistration(registrationForm(draft, await crop.toBlob(), new Date())), {
    succeeded: () => {
      setLeaving(true);
      onFinishing();
      clearDraft(learner.id);
      markJoined(learner.id);
      if (draft.language) chooseLocale(draft.language);
      flash(t("onboarding.success"));
      // The server's copy of the learner, for every widget still on the page; ours if it cannot be had.
      void refreshUser()
        .catch(() => learner)
        .then((updated) =>
          navigation.go(nextPage({ ...updated, date_of_birth: updated.date_of_birth || draft.dateOfBirth, why_join: updated.why_join || draft.whyJoin })),
        );
    },
    failed: (error) =>
      toast(
        error instanceof PictureExportError
          ? t("onboarding.picture.export-failed")
          : t("onboarding.failed", { msg: readableError(error, t("onboarding.failed-default")) }),
        "error",
      ),
  });
  const busy = finishing.busy || leaving;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (block || busy) return;
    if (step < LAST_STEP) goTo(step + 1);
    else if (cropper.current) void finishing.run(cropper.current);
  }

  const props = { draft, change, headingId };
  const bodies: ReactNode[] = [
    <BirthStep {...props} />,
    <InterestsStep {...props} categories={categories} retry={retryCategories} />,
    <EducationStep {...props} />,
    <LanguageStep {...props} />,
    <ReasonStep {...props} />,
    <PicturePicker source={source} onSource={setSource} onCropper={onCropper} />,
  ];

  return (
    <section className="ob" aria-labelledby={titleId}>
      <header className="ob-head">
        <h1 id={titleId}>{t("onboarding.title")}</h1>
        <p className="ob-intro">{t("onboarding.intro")}</p>
        <p className="ob-progress" aria-live="polite" aria-atomic="true">
          {t("onboarding.step-of", { n: formatNumber(step + 1), total: formatNumber(STEP_COUNT) })}
        </p>
        <ol className="ob-dots" aria-hidden="true">
          {TITLES.map((title, i) => (
            <li key={title} className={i < step ? "ob-dot-done" : i === step ? "ob-dot-current" : undefined} />
          ))}
        </ol>
      </header>
      <form className="ob-form" onSubmit={onSubmit} noValidate>
        <div className="ob-viewport">
          <div key={step} className="ob-step" data-direction={direction ?? undefined} role="group" aria-labelledby={headingId}>
            <h2 id={headingId} ref={heading} tabIndex={-1}>
              {t(TITLES[step])}
            </h2>
            {bodies[step]}
          </div>
        </div>
        <p id={needId} className="ob-need" hidden={!waiting}>
          {waiting}
        </p>
        <div className="ob-actions">
          <Button type="button" variant="secondary" disabled={step === 0 || busy} onClick={() => goTo(step - 1)}>
            {t("onboarding.back")}
          </Button>
          <Button type="submit" disabled={block !== null} busy={busy} aria-describedby={waiting ? needId : undefined}>
            {step === LAST_STEP ? t("onboarding.finish") : t("onboarding.next")}
          </Button>
        </div>
      </form>
    </section>
  );
}
