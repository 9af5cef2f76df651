import fs from "node:fs";
import path from "node:path";
import type { TagDeclaration, TagDocs } from "#shared/element/tag.ts";
import { partsOf } from "./common-parts.ts";
import { TOKEN_DOCS, tokens, tokensOfWidget } from "./design-tokens.ts";
import { FLAVOURS, widgetsDirOf } from "./flavours.ts";
import { closureOf, repo, sourcesIn } from "./source-graph.ts";
import { type TagFolder, widgetTags } from "./widget-tags.ts";

/**
 * Writes dist/widgets/custom-elements.json (Custom Elements Manifest 1.0.0) from each tag's
 * declaration (widgets/<family>/<name>/<name>.api.ts), after checking the declaration against the
 * code. It fails when a page or a widget sets an attribute a tag does not declare, when a
 * declared attribute is never read, and when the events and parts a tag's code emits and renders
 * are not exactly the ones it declares.
 */

interface Declared {
  folder: TagFolder;
  tag: TagDeclaration;
  docs: TagDocs<TagDeclaration>;
}

const dashed = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
const read = (file: string) => fs.readFileSync(path.join(repo, file), "utf8");
/** Attributes any element may carry, which no widget declares. */
const GLOBAL_ATTRIBUTE = /^(id|class|classname|key|style|hidden|slot|part|lang|dir|title|role|tabindex|ref|theme|data-[\w-]+|aria-[\w-]+)$/;
/** The attribute every widget takes from the shared styles, beside its own. */
const THEME = {
  name: "theme",
  type: { text: '"light" | "dark"' },
  description: "Light or dark colours for this widget, whatever the reader's system prefers (default: the page's lpConfig.theme, else the system).",
};

const events = (await import("#shared/events/events.ts")) as Record<string, unknown>;
/** Event class name -> event name, from the classes' static `type`. */
const eventNames = new Map(
  Object.entries(events).flatMap(([name, value]) => {
    const type = (value as { type?: unknown } | null)?.type;
    return typeof value === "function" && typeof type === "string" ? [[name, type] as const] : [];
  }),
);

/**
 * Event name -> its detail's shape as TypeScript text, read from the event classes' source: the
 * detail interface each class extends `LpEvent<...>` with, written out on one line.
 */
const eventsSource = read("shared/events/events.ts");
const interfaces = new Map(
  [...eventsSource.matchAll(/export interface (\w+) \{([\s\S]*?)\n\}/g)].map(([, name, body]) => [
    name,
    `{ ${body
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("/*") && !line.startsWith("*"))
      .join(" ")} }`,
  ]),
);
const detailOf = new Map(
  [...eventsSource.matchAll(/export class (\w+) extends LpEvent<(\w+)>/g)].map(([, className, detail]) => [
    eventNames.get(className) ?? className,
    interfaces.get(detail) ?? detail,
  ]),
);

const declared: Declared[] = [];
for (const folder of widgetTags()) {
  const module = (await import(path.join(repo, folder.api))) as { tag: TagDeclaration; docs: TagDocs<TagDeclaration> };
  declared.push({ folder, tag: module.tag, docs: module.docs });
}

const problems: string[] = [];
const difference = (what: string, tag: string, used: Set<string>, listed: Set<string>) => {
  for (const name of used) if (!listed.has(name)) problems.push(`<${tag}> ${what} "${name}" is used but not declared`);
  for (const name of listed) if (!used.has(name)) problems.push(`<${tag}> ${what} "${name}" is declared but not used`);
};

/** Every attribute that a page (the host site's routes) or a widget's code sets on each tag. */
const setOn = new Map<string, Set<string>>();
for (const file of ["host-site/routes.ts", ...sourcesIn("widgets")])
  for (const [, tag, attributes] of read(file).matchAll(/<(lp-[\w-]+)\b([^>]*)>/g)) {
    const names = [...attributes.matchAll(/([\w-]+)\s*=/g)].map((m) => m[1].toLowerCase()).filter((n) => !GLOBAL_ATTRIBUTE.test(n));
    setOn.set(tag, new Set([...(setOn.get(tag) ?? []), ...names]));
  }

for (const { folder, tag, docs } of declared) {
  if (tag.tag !== folder.tag) problems.push(`${folder.api} declares <${tag.tag}>, but its folder makes it <${folder.tag}>`);
  const code = [...closureOf(folder.root, { runtimeOnly: true })]
    .filter((f) => /\.tsx?$/.test(f))
    .map(read)
    .join("\n");
  const own = sourcesIn(folder.dir).map(read).join("\n");

  const attributes = Object.keys(tag.attributes);
  for (const name of setOn.get(folder.tag) ?? [])
    if (!attributes.some((a) => dashed(a) === name)) problems.push(`<${folder.tag}> attribute "${name}" is set but not declared`);
  for (const name of attributes)
    if (!new RegExp(`\\b${name}\\b`).test(read(folder.root)))
      problems.push(`<${folder.tag}> attribute "${dashed(name)}" is declared but not read by ${folder.root}`);

  const emitted = new Set([...code.matchAll(/new (Lp\w+Event)\(/g)].map((m) => eventNames.get(m[1]) ?? `unknown class ${m[1]}`));
  difference("event", folder.tag, emitted, new Set(Object.keys(docs.events)));
  // Every widget's root box is the bridge's `base`.
  const rendered = new Set(["base", ...[...code.matchAll(/\bpart="([\w-]+)"/g)].map((m) => m[1])]);
  difference("part", folder.tag, rendered, new Set(Object.keys(partsOf(docs, "en"))));
  if (!own) problems.push(`${folder.dir} holds no source`);
  // The French docs say the same things: every English text has its French, by the same keys.
  const sameKeys = (what: string, english: object, french: object | undefined) => {
    const [en, fr] = [
      Object.keys(english).sort().join(),
      Object.keys(french ?? {})
        .sort()
        .join(),
    ];
    if (en !== fr) problems.push(`<${folder.tag}> French ${what} (${fr || "none"}) differ from the English (${en || "none"})`);
  };
  sameKeys("attributes", docs.attributes, docs.fr.attributes);
  sameKeys("events", docs.events, docs.fr.events);
  sameKeys("parts", docs.parts, docs.fr.parts);
  sameKeys("slots", docs.slots ?? {}, docs.fr.slots);
  if (!docs.fr.description.trim()) problems.push(`<${folder.tag}> has no French description`);
}

for (const token of tokens) if (!TOKEN_DOCS[token]) problems.push(`${token} has no description in scripts/design-tokens.ts`);
for (const token of Object.keys(TOKEN_DOCS)) if (!tokens.includes(token)) problems.push(`${token} is described but not a token of shared/styles/tokens.css`);

if (problems.length) {
  console.error(`The tags' declarations and their code differ:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}

type Language = "en" | "fr";
/** Per tag, only the tokens its styles and code read: each one listed changes it. */
const tokensOf = new Map(declared.map(({ folder }) => [folder.tag, tokensOfWidget(folder.root)]));
const THEME_TEXT = {
  en: THEME.description,
  fr: "Couleurs claires ou sombres pour ce widget, quelles que soient les préférences du système du lecteur (par défaut : lpConfig.theme de la page, sinon le système).",
};

const className = (tag: string) => tag.replace(/(^|-)(\w)/g, (_m: string, _dash: string, c: string) => c.toUpperCase());
const families = [...new Set(declared.map((d) => d.folder.family))];
/** The manifest in one language: the same tags, attributes, events and parts, described in English or French. */
const manifestIn = (language: Language) => ({
  schemaVersion: "1.0.0",
  readme: "",
  modules: families.map((family) => {
    const modulePath = `widgets/${family}/define.ts`;
    const tags = declared.filter((d) => d.folder.family === family);
    return {
      kind: "javascript-module",
      path: modulePath,
      declarations: tags.map(({ tag, docs }) => {
        const fr = language === "fr" ? docs.fr : null;
        const attributes = Object.entries(tag.attributes).map(([prop, type]) => {
          const doc = docs.attributes[prop];
          const text = doc.values ? doc.values.map((v) => JSON.stringify(v)).join(" | ") : type;
          return { prop, name: dashed(prop), type: { text }, description: fr ? fr.attributes[prop] : doc.description };
        });
        const theme = { ...THEME, description: THEME_TEXT[language] };
        return {
          kind: "class",
          customElement: true,
          tagName: tag.tag,
          name: className(tag.tag),
          description: fr ? fr.description : docs.description,
          attributes: [
            ...attributes.map(({ name, type, description }) => ({ name, type, description, fieldName: name })),
            ...(attributes.some((a) => a.name === THEME.name) ? [] : [theme]),
          ],
          members: attributes.map(({ prop, name, type, description }) => ({ kind: "field", name: prop, type, description, attribute: name })),
          events: Object.entries(docs.events).map(([name, description]) => ({
            name,
            type: { text: `CustomEvent<${detailOf.get(name) ?? "unknown"}>` },
            description: fr ? fr.events[name as `lp-${string}`] : description,
          })),
          slots: Object.entries(docs.slots ?? {}).map(([name, description]) => ({ name, description: fr?.slots?.[name] ?? description })),
          cssParts: Object.entries(partsOf(docs, fr ? "fr" : "en")).map(([name, description]) => ({ name, description })),
          cssProperties: (tokensOf.get(tag.tag) ?? []).map((name) => ({ name, description: TOKEN_DOCS[name][language] })),
        };
      }),
      exports: tags.map(({ tag }) => ({ kind: "custom-element-definition", name: tag.tag, declaration: { name: className(tag.tag), module: modulePath } })),
    };
  }),
});

// Beside each flavour's loader, where embedders and the widget gallery find it.
for (const flavour of FLAVOURS) {
  const dir = widgetsDirOf(flavour);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "custom-elements.json"), JSON.stringify(manifestIn("en"), null, 2));
  // The same manifest described in French, for French-speaking embedders.
  fs.writeFileSync(path.join(dir, "custom-elements.fr.json"), JSON.stringify(manifestIn("fr"), null, 2));
}
console.log(
  `Custom elements manifest: ${declared.length} tags, checked against their code, in dist/widgets/custom-elements.json (and in French, custom-elements.fr.json), and the same beside the light flavour`,
);
