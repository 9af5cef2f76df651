import * as v from "valibot";
import { request } from "#shared/api/client.ts";
import { text } from "#shared/api/schemas.ts";

/** An instructor as the public list gives them (GET /users). */
const InstructorSchema = v.object({
  id: v.number(),
  name: v.string(),
  title: text,
  profile: text,
  organization: v.nullish(v.object({ name: v.string(), slug: text }), null),
});
export type Instructor = v.InferOutput<typeof InstructorSchema>;

export const getInstructors = (signal?: AbortSignal) =>
  request(v.object({ data: v.array(InstructorSchema) }), "/users", { fallback: "An unexpected error occurred.", signal }).then(({ data }) => data);
