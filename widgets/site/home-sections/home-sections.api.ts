import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-home-sections>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-home-sections", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The home page's sections: what learners get (anchor services), the organizations' banner and features, how publishing works, the instructors, the partner banner and how partnering works.",
  attributes: {},
  events: {},
  commonParts: ["sections", "link-buttons"],
  parts: {
    carousel: "The banners' sliders and the instructors' carousel.",
  },
  fr: {
    description:
      "Les sections de la page d’accueil : ce que les apprenants y trouvent (ancre services), la bannière et les atouts pour les organisations, le fonctionnement de la publication, les formateurs, la bannière des partenaires et le fonctionnement du partenariat.",
    attributes: {},
    events: {},
    parts: {
      carousel: "Les diaporamas des bannières et le carrousel des formateurs.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
