import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

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
    form: "The form.",
    field: "Each field.",
    button: "The Submit button.",
  },
  fr: {
    description:
      "La candidature au programme partenaire : nom, e-mail et téléphone obligatoires, quelques mots sur le candidat facultatifs ; envoyée une seule fois, vidée dès que la plateforme l’a reçue ; le brouillon est conservé sur l’appareil d’ici là.",
    attributes: {},
    events: {
      "lp-form-send": "La candidature est parvenue à la plateforme.",
    },
    parts: {
      form: "Le formulaire.",
      field: "Chaque champ.",
      button: "Le bouton « Envoyer la candidature ».",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
