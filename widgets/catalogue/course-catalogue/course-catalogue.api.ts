import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-course-catalogue>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-course-catalogue",
  attributes: {
    organizationId: "string",
    syncUrl: "boolean",
  },
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The course catalogue: search, organization, category, difficulty and pricing filters, Load More. On the platform's own pages the filters live in the address, so a filtered catalogue can be linked.",
  attributes: {
    organizationId: { description: "Presets the organization filter." },
    syncUrl: { description: "Keep the filters in the page address (default: on the platform's own pages only)." },
  },
  events: {},
  parts: {
    base: "The widget's root box.",
    title: "The catalogue's heading.",
    count: "The number of courses found.",
    filters: "The filter sidebar on wide screens.",
    list: "The list of course cards.",
    card: "A course card.",
    button: "Buttons.",
    field: "Form fields.",
    dialog: "The filter drawer on small screens.",
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
