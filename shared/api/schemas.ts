import * as v from "valibot";

/** An optional text field: absent or null both read as null. */
export const text = v.nullish(v.string(), null);
/** An optional count: absent reads as 0. */
export const count = v.optional(v.number(), 0);

/** The spec's default sentence for a failed call, "An error occurred {while doing what}". */
export const during = (what: string) => `An error occurred ${what}`;

/**
 * Where a paged answer stands. The contract names different parts for different lists (the
 * catalogue's total and last page, the exams' current page), so each is optional and a list
 * continues on what its answer says.
 */
export const PageMetaSchema = v.object({
  current_page: v.optional(v.number()),
  last_page: v.optional(v.number()),
  total: v.optional(v.number()),
  per_page: v.optional(v.number()),
});
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

export const UserSchema = v.object({
  id: v.number(),
  name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: text,
  address: text,
  bio: text,
  title: v.optional(v.string(), "Learner"),
  institution: text,
  location: text,
  profile: text,
  points: v.optional(v.number(), 0),
  date_of_birth: text,
  why_join: text,
  language: text,
  fields: v.optional(v.array(v.object({ id: v.number(), name: v.string() })), []),
});
export type User = v.InferOutput<typeof UserSchema>;

export const SessionSchema = v.object({
  user: UserSchema,
  authorization: v.object({ token: v.pipe(v.string(), v.minLength(1)) }),
});

export const UserResponseSchema = v.object({ user: UserSchema });

/** Calls whose answer the widgets do not read beyond success. */
export const AnySchema = v.unknown();
