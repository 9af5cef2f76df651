import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-partner-form>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-partner-form", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The partner program's application: name, e-mail and phone required, a few words about the applicant optional; sent once, cleared when the platform has it; the draft is kept on the device until then.",
  attributes: {},
  events: {
    "lp-form-send": "The application reached the platform.",
  },
  parts: {
    base: "The widget's root box.",
    form: "The form.",
    field: "Each field.",
    button: "The Submit button.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
