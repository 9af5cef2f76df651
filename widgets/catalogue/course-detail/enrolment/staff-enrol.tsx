import { useSignals } from "@preact/signals-react/runtime";
import { useState } from "react";
import { type CourseDetail, postEnrol } from "#shared/api/catalogue.ts";
import { isSignedIn, signInUrl } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href } from "#shared/config/runtime.ts";
import { LpEnrolmentCompleteEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { Button } from "#shared/ui/button.tsx";
import { flash } from "#shared/ui/flash.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "./enrolment.messages.ts";
import { failureText } from "./failure.ts";

/**
 * A staff-only course's way in for its staff: the API knows who works for the organization and
 * enrols them (the contract's request without payer data), so there is nothing to confirm; anyone
 * else reads its refusal here, in place, instead of after a dialog.
 */
export function StaffEnrol({ course, onEnrolled }: { course: CourseDetail; onEnrolled?: (slug: string | null) => void }) {
  useSignals();
  const emit = useEmit();
  const [refusal, setRefusal] = useState<string | null>(null);
  const enrolling = useAction(() => postEnrol(course.id), {
    succeeded: (answer) => {
      const slug = answer.slug ?? course.slug;
      flash(answer.message || t("enrolment.staff-only.enrolled"));
      emit(new LpEnrolmentCompleteEvent({ kind: "course", slug, via: "free" }));
      onEnrolled?.(slug);
      navigation.go(href("learnCourse", { slug }));
    },
    failed: (error) => setRefusal(failureText(error, "enrolment.failed")),
  });

  function enrol() {
    if (!isSignedIn.value) return navigation.go(signInUrl());
    setRefusal(null);
    void enrolling.run();
  }

  return (
    <div className="enrol-staff">
      <Button variant="secondary" busy={enrolling.busy} onClick={enrol}>
        {t("enrolment.staff-only.enrol", { organization: course.organization.name })}
      </Button>
      {refusal && (
        <p className="enrol-staff-refusal" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
