import { ageOn } from "./age.ts";
import type { Draft } from "./draft.ts";

/** The multipart body of POST /complete-registration, from finished answers and the cropped picture. */
export function registrationForm(draft: Draft, picture: Blob, today: Date): FormData {
  const form = new FormData();
  form.set("date_of_birth", draft.dateOfBirth);
  form.set("years", String(ageOn(draft.dateOfBirth, today) ?? ""));
  form.set("fields_of_interest", draft.fields.join(","));
  form.set("level_of_education", draft.level);
  form.set("language", draft.language);
  form.set("why_join", draft.whyJoin);
  const name = picture.type === "image/png" ? "profile.png" : "profile.jpg";
  form.set("profile", new File([picture], name, { type: picture.type }));
  return form;
}
