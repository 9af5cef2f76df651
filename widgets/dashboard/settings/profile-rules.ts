import type { User } from "#shared/api/schemas.ts";

/** The fields of update-profile besides the picture, by their API names. */
export const PROFILE_FIELDS = ["first_name", "last_name", "phone", "address", "bio", "title", "institution"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
type ProfileForm = Record<ProfileField, string>;

/** The server's own length limits, so the form never sends what it would refuse. */
export const MAX_LENGTH: Record<ProfileField, number> = {
  first_name: 100,
  last_name: 100,
  phone: 30,
  address: 255,
  bio: 2000,
  title: 120,
  institution: 200,
};

export const REQUIRED: readonly ProfileField[] = ["first_name", "last_name"];

/** The spec's phone rule: 9 to 15 digits, written with or without a leading + and separators. */
const PHONE = /^\+?\d{9,15}$/;

export function profileForm(user: User): ProfileForm {
  return Object.fromEntries(PROFILE_FIELDS.map((key) => [key, user[key] ?? ""])) as ProfileForm;
}

export type ProfileProblems = { missing: ProfileField[]; phoneInvalid: boolean };

export function checkProfile(form: ProfileForm): ProfileProblems {
  const phone = form.phone.trim();
  return {
    missing: REQUIRED.filter((key) => !form[key].trim()),
    phoneInvalid: phone !== "" && !PHONE.test(phone.replace(/[\s().-]/g, "")),
  };
}

export const hasProblems = (p: ProfileProblems) => p.missing.length > 0 || p.phoneInvalid;

/** The multipart body of update-profile: every field trimmed (blank clears it), and the picture when one was chosen. */
export function profileBody(form: ProfileForm, picture: File | null): FormData {
  const body = new FormData();
  for (const key of PROFILE_FIELDS) body.set(key, form[key].trim());
  if (picture) body.set("profile", picture, picture.name);
  return body;
}
