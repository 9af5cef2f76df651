import * as v from "valibot";

const text = v.nullish(v.string(), null);

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
