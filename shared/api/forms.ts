import * as v from "valibot";
import { request } from "#shared/api/client.ts";
import { during } from "#shared/api/schemas.ts";

const Sent = v.object({ message: v.optional(v.string()) });

/** Sent as form data, as the contract says; the answer's message is what the visitor reads. */
const asForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

export type ContactMessage = Record<"name" | "email" | "phone" | "subject" | "message", string>;
export type PartnerApplication = Record<"name" | "email" | "phone" | "about", string>;

export const postContact = (message: ContactMessage) =>
  request(Sent, "/contact-us", { method: "POST", body: asForm(message), fallback: during("while sending your message") });

export const postPartnerApplication = (application: PartnerApplication) =>
  request(Sent, "/partner-application", { method: "POST", body: asForm(application), fallback: during("while submitting your application") });
