import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-contact-form>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-contact-form", attributes: {} } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "The contact form: name, e-mail, phone, subject and message, all required; sent once, cleared when the platform has it; the draft is kept on the device until then.",
  attributes: {},
  events: {
    "lp-form-send": "The message reached the platform.",
  },
  parts: {
    form: "The form.",
    field: "Each field.",
    button: "The Send button.",
  },
  fr: {
    description:
      "Le formulaire de contact : nom, e-mail, téléphone, objet et message, tous obligatoires ; envoyé une seule fois, vidé dès que la plateforme l’a reçu ; le brouillon est conservé sur l’appareil d’ici là.",
    attributes: {},
    events: {
      "lp-form-send": "Le message est parvenu à la plateforme.",
    },
    parts: {
      form: "Le formulaire.",
      field: "Chaque champ.",
      button: "Le bouton « Envoyer le message ».",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
