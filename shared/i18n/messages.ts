import { type Locale, locale } from "./locale.ts";

type Catalogue = Record<string, string>;
const catalogues: Record<Locale, Catalogue> = { en: {}, fr: {} };

/**
 * Registers a family's messages. English is the spec's wording; the French catalogue must have
 * every English key (the type demands it, a test checks it at run time too).
 * Returns a translator for exactly these keys.
 */
export function defineMessages<K extends string>(messages: { en: Record<K, string>; fr: Record<K, string> }) {
  Object.assign(catalogues.en, messages.en);
  Object.assign(catalogues.fr, messages.fr);
  const t = (key: K, vars?: Record<string, string | number>) => translate(key, vars);
  /**
   * The form of `base` that fits `count` in the page's language (`base.one`, `base.other`, …), by
   * the language's own rules: French says "0 non lue", English "0 unread messages".
   */
  t.plural = (base: PluralBase<K>, count: number, vars?: Record<string, string | number>) => translate(pluralKey(base, count), vars);
  return t;
}

/** The message ids that have plural forms, named without their form. */
type PluralBase<K extends string> = K extends `${infer B}.other` ? B : never;

const rules: Partial<Record<Locale, Intl.PluralRules>> = {};

function pluralKey(base: string, count: number): string {
  const lang = locale.value;
  rules[lang] ??= new Intl.PluralRules(lang);
  const form = `${base}.${rules[lang].select(count)}`;
  return form in catalogues[lang] || form in catalogues.en ? form : `${base}.other`;
}

/** Reads the locale signal, so a component that calls it re-renders on a language switch. */
export function translate(key: string, vars?: Record<string, string | number>): string {
  const template = catalogues[locale.value][key] ?? catalogues.en[key] ?? key;
  return vars ? template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : template;
}

/** Every registered key by locale, for the completeness test. */
export function registeredCatalogues(): Readonly<Record<Locale, Readonly<Catalogue>>> {
  return catalogues;
}
