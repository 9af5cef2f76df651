import fs from "node:fs";
import path from "node:path";
import { closureOf, repo } from "./source-graph.ts";

const read = (file: string) => fs.readFileSync(path.join(repo, file), "utf8");

/** The design tokens every widget declares on its host: what an embedder may set. */
export const tokens: string[] = [...read("shared/styles/tokens.css").matchAll(/^\s*(--lp-[\w-]+):/gm)].map((m) => m[1]);

/** What each token changes, in the manifest's two languages. */
export const TOKEN_DOCS: Record<string, { en: string; fr: string }> = {
  "--lp-color-brand": {
    en: "Brand colour: main buttons, links, chosen and focused controls.",
    fr: "Couleur de la marque : boutons principaux, liens, contrôles choisis et mis en focus.",
  },
  "--lp-color-brand-strong": {
    en: "The brand colour of links and of buttons under the pointer or pressed.",
    fr: "La couleur de la marque des liens et des boutons survolés ou enfoncés.",
  },
  "--lp-color-on-brand": { en: "Text and icons drawn on the brand colour.", fr: "Texte et icônes dessinés sur la couleur de la marque." },
  "--lp-color-brand-subtle": {
    en: "A light tint of the brand: the current page, highlighted rows.",
    fr: "Une teinte légère de la marque : la page en cours, les lignes mises en avant.",
  },
  "--lp-color-text": { en: "Body text.", fr: "Le texte courant." },
  "--lp-color-muted": { en: "Secondary text: hints, dates, captions.", fr: "Le texte secondaire : aides, dates, légendes." },
  "--lp-color-border": { en: "Borders and dividers.", fr: "Bordures et séparateurs." },
  "--lp-color-surface": {
    en: "Cards, dialogs and fields; the widget's own ground in dark.",
    fr: "Cartes, boîtes de dialogue et champs ; le fond du widget en sombre.",
  },
  "--lp-color-subtle": {
    en: "Quiet grounds: placeholders while loading, panels, tags.",
    fr: "Fonds discrets : espaces réservés pendant le chargement, panneaux, étiquettes.",
  },
  "--lp-color-danger": { en: "Errors and actions that cannot be undone.", fr: "Erreurs et actions irréversibles." },
  "--lp-color-danger-subtle": {
    en: "The ground of a failure badge and of the account's danger zone.",
    fr: "Le fond d’un badge d’échec et de la zone de danger du compte.",
  },
  "--lp-color-success": { en: "Success: completed, passed, verified.", fr: "Réussite : terminé, réussi, vérifié." },
  "--lp-color-success-subtle": { en: "The ground of a success badge.", fr: "Le fond d’un badge de réussite." },
  "--lp-color-warning": {
    en: "Ratings and middling results: a course's score, a result dial two-thirds full.",
    fr: "Notes et résultats moyens : la note d’un cours, un cadran de résultat aux deux tiers.",
  },
  "--lp-color-warning-subtle": { en: "The ground of a warning or a pending state.", fr: "Le fond d’un avertissement ou d’un état en attente." },
  "--lp-color-warning-text": { en: "Text on a warning's ground.", fr: "Le texte sur le fond d’un avertissement." },
  "--lp-color-caution": {
    en: "The step between warning and danger: a timer with a quarter of its time left, a D grade.",
    fr: "L’étape entre l’avertissement et le danger : un minuteur à qui il reste un quart du temps, une note D.",
  },
  "--lp-color-overlay": {
    en: "The shade behind a dialog, a drawer or a full-screen panel.",
    fr: "L’ombre derrière une boîte de dialogue, un tiroir ou un panneau plein écran.",
  },
  "--lp-radius": { en: "Corner radius of cards, buttons and fields.", fr: "L’arrondi des cartes, des boutons et des champs." },
  "--lp-space": { en: "The spacing unit: gaps and padding are multiples of it.", fr: "L’unité d’espacement : marges et écarts en sont des multiples." },
  "--lp-font": { en: "The font family.", fr: "La famille de polices." },
};

/** The modules of the styles every widget adopts before its own (the tokens and the controls). */
const baseStyles = closureOf("shared/styles/sheets.ts");

/**
 * The tokens a widget reads, from its root module: its CSS through `var()` and its code by name
 * (as a chart reads its colours), with the base styles. Set on its tag, each of them changes it.
 */
export function tokensOfWidget(root: string): string[] {
  const seen = new Set<string>();
  for (const file of new Set([...baseStyles, ...closureOf(root, { runtimeOnly: true })])) {
    const pattern = file.endsWith(".css") ? /var\(\s*(--lp-[\w-]+)/g : /["'(]\s*(--lp-[\w-]+)/g;
    for (const [, name] of read(file).matchAll(pattern)) seen.add(name);
  }
  return tokens.filter((token) => seen.has(token));
}
