import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-profile>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "lp-profile",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "The learner's profile, with Edit Profile leading to the profile settings.",
  attributes: {},
  events: {},
  commonParts: ["buttons"],
  parts: {
    header: "Picture, name, title and points.",
    card: "A section: details, bio, interests.",
  },
  fr: {
    description: "Le profil de l’apprenant, avec « Modifier le profil », qui mène aux paramètres du profil.",
    attributes: {},
    events: {},
    parts: {
      header: "La photo, le nom, le titre et les points.",
      card: "Une section : informations, biographie, domaines d’intérêt.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
