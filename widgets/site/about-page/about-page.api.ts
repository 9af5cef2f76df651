import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-about-page>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-about-page", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The About page: the platform's mission (anchor mission) and vision, what it stands for and who it works with.",
  attributes: {},
  events: {},
  parts: {
    base: "The widget's root box.",
    hero: "The page's opening banner.",
    section: "Each section.",
    button: "Links styled as buttons.",
  },
  fr: {
    description: "La page « À propos » : la mission de la plateforme (ancre mission) et sa vision, ce qu’elle défend et avec qui elle travaille.",
    attributes: {},
    events: {},
    parts: {
      base: "La boîte racine du widget.",
      hero: "La bannière d’ouverture de la page.",
      section: "Chaque section.",
      button: "Les liens présentés comme des boutons.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
