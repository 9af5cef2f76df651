import type { CommonPart, TagDeclaration, TagDocs } from "#shared/element/tag.ts";

/** Every widget's root box: the bridge renders it for all of them. */
const BASE = { name: "base", en: "The widget's root box.", fr: "La boîte racine du widget." };

/** The parts many tags have, each described here once: its part name, what it is in English and in French. */
const COMMON_PARTS: Record<CommonPart, { name: string; en: string; fr: string }> = {
  buttons: { name: "button", en: "Buttons.", fr: "Les boutons." },
  "link-buttons": { name: "button", en: "Links styled as buttons.", fr: "Les liens présentés comme des boutons." },
  fields: { name: "field", en: "Form fields.", fr: "Les champs de formulaire." },
  sections: { name: "section", en: "Each section.", fr: "Chaque section." },
  hero: { name: "hero", en: "The page's opening banner.", fr: "La bannière d’ouverture de la page." },
  breadcrumb: { name: "breadcrumb", en: "The breadcrumb.", fr: "Le fil d’Ariane." },
  "course-card": { name: "card", en: "A course card.", fr: "Une carte de cours." },
};

/** A tag's parts in one language: `base`, the common parts it names, then its own. */
export function partsOf<T extends TagDeclaration>(docs: TagDocs<T>, language: "en" | "fr"): Record<string, string> {
  const common = [BASE, ...(docs.commonParts ?? []).map((part) => COMMON_PARTS[part])];
  return { ...Object.fromEntries(common.map((part) => [part.name, part[language]])), ...(language === "en" ? docs.parts : docs.fr.parts) };
}
