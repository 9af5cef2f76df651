import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { type CourseDetail, postAccessCode } from "#shared/api/catalogue.ts";
import { isSignedIn, signInUrl } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href } from "#shared/config/runtime.ts";
import { LpEnrolmentCompleteEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { Button } from "#shared/ui/button.tsx";
import { flash } from "#shared/ui/flash.ts";
import { TextField } from "#shared/ui/forms/fields.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "./enrolment.messages.ts";
import { failureText } from "./failure.ts";

export interface AccessCodeBoxProps {
  course: Pick<CourseDetail, "id" | "slug">;
  /** Told when the code enrolled the learner (slug of the course to learn, if the server gave one). */
  onEnrolled?: (slug: string | null) => void;
}

/** 'Enroll with Access Code': a code from an organization enrols without payment. */
export function AccessCodeBox({ course, onEnrolled }: AccessCodeBoxProps) {
  const emit = useEmit();
  useSignals();
  const [code, setCode] = useState("");
  const enrolling = useAction(() => postAccessCode(course.id, code.trim()), {
    succeeded: (answer) => {
      const message = answer.message || t("enrolment.access.success");
      toast(message, "success");
      emit(new LpEnrolmentCompleteEvent({ kind: "course", slug: answer.slug ?? course.slug, via: "access-code" }));
      onEnrolled?.(answer.slug);
      if (answer.slug) {
        flash(message);
        navigation.go(href("learnCourse", { slug: answer.slug }));
      }
    },
    failed: (error) => toast(failureText(error, "enrolment.access.failed"), "error"),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isSignedIn.value) return navigation.go(signInUrl());
    if (!code.trim()) return toast(t("enrolment.access.invalid"), "error");
    void enrolling.run();
  }

  return (
    <form className="enrol-access" onSubmit={submit} noValidate>
      <TextField label={t("enrolment.access.title")} value={code} onValue={setCode} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      <Button type="submit" variant="secondary" busy={enrolling.busy}>
        {t("enrolment.access.submit")}
      </Button>
    </form>
  );
}
