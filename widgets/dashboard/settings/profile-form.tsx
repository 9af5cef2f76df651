import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useId, useRef, useState } from "react";
import { readableError } from "#shared/api/errors.ts";
import { postUpdateProfile } from "#shared/api/learner.ts";
import type { User } from "#shared/api/schemas.ts";
import { user as sessionUser } from "#shared/auth/session.ts";
import { Button } from "#shared/ui/button.tsx";
import { TextAreaField, TextField } from "#shared/ui/forms/fields.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { type PictureCropper, PictureExportError } from "../components/cropper.ts";
import { WithUser } from "../components/with-user.tsx";
import { BackLink } from "./back-link.tsx";
import { serverFieldErrors } from "./failure.ts";
import { PictureInput } from "./picture-input.tsx";
import {
  checkProfile,
  hasProblems,
  MAX_LENGTH,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileProblems,
  profileBody,
  profileForm,
  REQUIRED,
} from "./profile-rules.ts";
import { t } from "./settings.messages.ts";
import { ViewHeading } from "./view-heading.tsx";

const NO_PROBLEMS: ProfileProblems = { missing: [], phoneInvalid: false };

/** Profile Settings: the learner's details and picture, sent as one multipart form. */
export function ProfileSettings() {
  useSignals();
  const titleId = useId();
  return (
    <section className="set-view" aria-labelledby={titleId}>
      <BackLink />
      <ViewHeading id={titleId} title={t("settings.profile.title")} intro={t("settings.profile.intro")} />
      <WithUser signedOut={t("settings.signed-out")} signIn={t("settings.sign-in")}>
        {(current) => <ProfileDetails key={current.id} initial={current} titleId={titleId} />}
      </WithUser>
    </section>
  );
}

function ProfileDetails({ initial, titleId }: { initial: User; titleId: string }) {
  useSignals();
  const base = useId();
  const ids = Object.fromEntries(PROFILE_FIELDS.map((key) => [key, `${base}-${key}`])) as Record<ProfileField, string>;
  const requiredId = `${base}-required`;
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(() => profileForm(initial));
  // The cropper of a new picture being chosen; null keeps the current one.
  const cropper = useRef<PictureCropper | null>(null);
  const [pictureKey, setPictureKey] = useState(0);
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [fromServer, setFromServer] = useState<Record<string, string>>({});
  // The session's learner, so the picture shown is the latest saved one.
  const learner = sessionUser.value ?? initial;

  const set = (key: ProfileField) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFromServer((e) => (e[key] ? { ...e, [key]: "" } : e));
    if (key === "phone") setProblems((p) => (p.phoneInvalid ? { ...p, phoneInvalid: false } : p));
    else if (problems.missing.includes(key) && value.trim()) setProblems((p) => ({ ...p, missing: p.missing.filter((m) => m !== key) }));
  };

  function onCropper(next: PictureCropper | null) {
    cropper.current = next;
    setFromServer((e) => (e.profile ? { ...e, profile: "" } : e));
  }

  function focusFirst(invalid: (key: ProfileField) => boolean) {
    const first = PROFILE_FIELDS.find(invalid);
    if (first) formRef.current?.querySelector<HTMLElement>(`[id="${ids[first]}"]`)?.focus();
  }

  const saving = useAction(
    async () => {
      const picture = cropper.current ? new File([await cropper.current.toBlob()], "profile.jpg", { type: "image/jpeg" }) : null;
      return postUpdateProfile(profileBody(form, picture));
    },
    {
      succeeded: (answer) => {
        // The header, the profile page and every other widget read the session's learner.
        sessionUser.value = answer.user;
        setForm(profileForm(answer.user));
        // The picture chosen is now the current one: the picker closes.
        cropper.current = null;
        setPictureKey((k) => k + 1);
        toast(t("settings.profile.success"), "success");
      },
      failed: (error) => {
        if (error instanceof PictureExportError) return toast(t("settings.profile.picture-failed"), "error");
        const refused = serverFieldErrors(error);
        setFromServer(refused);
        toast(t("settings.profile.failed", { msg: readableError(error, t("settings.profile.fallback")) }), "error");
        focusFirst((key) => Boolean(refused[key]));
      },
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.busy) return;
    const found = checkProfile(form);
    setProblems(found);
    setFromServer({});
    if (hasProblems(found)) {
      focusFirst((key) => found.missing.includes(key) || (key === "phone" && found.phoneInvalid));
      return;
    }
    void saving.run();
  }

  /** A field's wiring: its own message, or the shared "required" message above the form. */
  const field = (key: ProfileField, label: string) => {
    const missing = problems.missing.includes(key);
    const own = fromServer[key] || (key === "phone" && problems.phoneInvalid ? t("settings.profile.phone-invalid") : "");
    return {
      id: ids[key],
      label,
      value: form[key],
      onValue: set(key),
      maxLength: MAX_LENGTH[key],
      error: own || null,
      required: REQUIRED.includes(key) || undefined,
      ...(missing && !own ? { "aria-invalid": true as const, "aria-describedby": requiredId } : {}),
    };
  };

  return (
    <form ref={formRef} className="set-form" onSubmit={submit} noValidate aria-labelledby={titleId} part="card">
      <p className="set-note">{t("settings.required-note")}</p>
      {problems.missing.length > 0 && (
        <p id={requiredId} className="set-form-error" role="alert">
          {t("settings.profile.required")}
        </p>
      )}
      <PictureInput key={pictureKey} user={learner} onCropper={onCropper} error={fromServer.profile} />
      <div className="set-row">
        <TextField {...field("first_name", t("settings.profile.first-name"))} autoComplete="given-name" />
        <TextField {...field("last_name", t("settings.profile.last-name"))} autoComplete="family-name" />
      </div>
      <TextField
        label={t("settings.profile.email")}
        type="email"
        value={learner.email}
        onValue={() => undefined}
        readOnly
        hint={t("settings.profile.email-hint")}
      />
      <div className="set-row">
        <TextField {...field("phone", t("settings.profile.phone"))} type="tel" inputMode="tel" autoComplete="tel" />
        <TextField {...field("title", t("settings.profile.job-title"))} autoComplete="organization-title" />
      </div>
      <TextField {...field("institution", t("settings.profile.institution"))} autoComplete="organization" />
      <TextField {...field("address", t("settings.profile.address"))} autoComplete="street-address" />
      <TextAreaField {...field("bio", t("settings.profile.bio"))} rows={5} />
      <div className="set-actions">
        <Button type="submit" busy={saving.busy}>
          {t("settings.profile.submit")}
        </Button>
      </div>
    </form>
  );
}
