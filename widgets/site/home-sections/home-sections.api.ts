import type { TagDeclaration, TagDocs, TagElement } from "#shared/element/tag.ts";

/** <lp-home-sections>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-home-sections", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The home page's sections: what learners get (anchor services), the organizations' banner and features, how publishing works, the instructors, the partner banner and how partnering works.",
  attributes: {},
  events: {},
  parts: {
    base: "The widget's root box.",
    section: "Each section.",
    carousel: "The banners' sliders and the instructors' carousel.",
    button: "Links styled as buttons.",
  },
  fr: {
    description:
      "Les sections de la page d’accueil : ce que les apprenants y trouvent (ancre services), la bannière et les atouts pour les organisations, le fonctionnement de la publication, les formateurs, la bannière des partenaires et le fonctionnement du partenariat.",
    attributes: {},
    events: {},
    parts: {
      base: "La boîte racine du widget.",
      section: "Chaque section.",
      carousel: "Les diaporamas des bannières et le carrousel des formateurs.",
      button: "Les liens présentés comme des boutons.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
}
