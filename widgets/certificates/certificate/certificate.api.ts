import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <lp-certificate>: its name and attributes, all the page needs to define it. */
export const tag = { tag: "lp-certificate", attributes: { number: "string" } } as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description:
    "A certificate's public page: who earned it, for which course, from which organization and when, checked with the platform as it is shown; its QR code, printing, LinkedIn, sharing and the badge's embed code.",
  attributes: {
    number: { description: "The certificate number; read from the page path /certificate/{number} when absent." },
  },
  events: {},
  commonParts: ["buttons"],
  parts: {
    verification: "The line that says whether and when the certificate was checked.",
    mark: "The verified mark.",
    certificate: "The certificate itself: the part that prints.",
    qr: "The QR code of the certificate's page.",
    actions: "Print, LinkedIn, share and copy.",
    embed: "The badge's embed code.",
    field: "The link and the embed code to copy.",
  },
  fr: {
    description:
      "La page publique d’un certificat : qui l’a obtenu, pour quel cours, auprès de quelle organisation et quand, vérifié auprès de la plateforme au moment de l’affichage ; son code QR, l’impression, LinkedIn, le partage et le code d’intégration du badge.",
    attributes: {
      number: "Le numéro du certificat ; lu dans le chemin de la page /certificate/{number} s’il est absent.",
    },
    events: {},
    parts: {
      verification: "La ligne qui indique si le certificat a été vérifié, et quand.",
      mark: "La marque « vérifié ».",
      certificate: "Le certificat lui-même : la partie qui s’imprime.",
      qr: "Le code QR de la page du certificat.",
      actions: "Imprimer, LinkedIn, partager et copier.",
      embed: "Le code d’intégration du badge.",
      field: "Le lien et le code d’intégration à copier.",
    },
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
