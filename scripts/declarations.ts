import fs from "node:fs";
import path from "node:path";
import { FLAVOURS, widgetsDirOf } from "./flavours.ts";
import { repo } from "./source-graph.ts";

/**
 * Writes the TypeScript declarations an embedding site compiles against, from the checked Custom
 * Elements Manifest: dist/widgets/lp-widgets.d.ts (every tag in HTMLElementTagNameMap with its
 * properties, the lp-* events in GlobalEventHandlersEventMap, `window.lpConfig`) and
 * dist/widgets/lp-widgets-react.d.ts (the tags as JSX elements for React 19, events as
 * `onlp-<event>` props).
 */

interface Member {
  name: string;
  attribute: string;
  type: { text: string };
  description: string;
}
interface Declaration {
  tagName: string;
  name: string;
  description: string;
  members: Member[];
  events: { name: string; type: { text: string }; description: string }[];
}

const widgets = path.join(repo, "dist/widgets");
const manifest = JSON.parse(fs.readFileSync(path.join(widgets, "custom-elements.json"), "utf8")) as { modules: { declarations: Declaration[] }[] };
const tags = manifest.modules.flatMap((m) => m.declarations).sort((a, b) => a.tagName.localeCompare(b.tagName));

const doc = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, "*\\/").replace(/\s+/g, " ").trim()} */\n`;
const elementName = (d: Declaration) => `${d.name}Element`;

/** Each event class's own summary (its doc comment in shared/events/events.ts), by event name. */
const eventsSource = fs.readFileSync(path.join(repo, "shared/events/events.ts"), "utf8");
const summaries = new Map(
  [...eventsSource.matchAll(/\/\*\* ([^*]+?) \*\/\nexport class \w+ extends LpEvent<[^>]+> \{\n\s+static readonly type = "(lp-[\w-]+)"/g)].map(
    ([, text, name]) => [name, text],
  ),
);
const events = new Map<string, { type: string; description: string }>();
for (const d of tags)
  for (const e of d.events) if (!events.has(e.name)) events.set(e.name, { type: e.type.text, description: summaries.get(e.name) ?? e.description });

const LP_CONFIG = `/** What a page may set in \`window.lpConfig\` before the loader runs (it wins over the loader's data-* attributes). */
export interface LpConfig {
  /** The platform API, ending in /api. */
  apiBase?: string;
  /** Where the platform's pages live (sign-in, course pages); default: this page's origin. */
  platformUrl?: string;
  /** "en" (default) or "fr"; a learner's own choice is remembered. */
  locale?: "en" | "fr";
  /** Shows Google sign-in when set. */
  googleClientId?: string;
  /** The Pusher-protocol server; default: the API's host and port. */
  realtime?: { key?: string; host?: string; port?: number; tls?: boolean; authEndpoint?: string };
  /** Link templates by route name, e.g. { course: "/courses/{slug}" }. */
  routes?: Record<string, string>;
  /** Contacts on the contact page and in the footer. */
  support?: { contact?: string; email?: string; whatsapp?: string };
  /** Become a Tutor: the creators' dashboard registration. */
  tutorUrl?: string;
  /** The external dashboard's sign-in, where the partner program's plans lead. */
  dashboardLoginUrl?: string;
  /** The platform's social pages. */
  social?: { facebook?: string; twitter?: string; linkedin?: string; instagram?: string; youtube?: string; tiktok?: string };
  /** "server" (default): the API makes and checks the sign-up code; "client": the page does. */
  verification?: "server" | "client";
  /** true on the platform's own pages: widgets keep <html lang> and the title in step. */
  ownsDocument?: boolean;
  /** Opt-in CSS injected into widgets' shadow roots as a <style>, by tag name or "*" (see the README's limits). */
  styles?: Record<string, string>;
  /** The widgets' colours: "auto" (default: the reader's system), "light" or "dark". */
  theme?: "auto" | "light" | "dark";
}`;

const main = `// The platform's widgets, for TypeScript hosts. Generated from custom-elements.json by the build.

${LP_CONFIG}

/** Every event a widget sends: it bubbles out of the widget's shadow root (listen on document). */
export interface LpEventMap {
${[...events].map(([name, e]) => `${doc(e.description, "  ")}  ${JSON.stringify(name)}: ${e.type};`).join("\n")}
}

${tags
  .map(
    (d) => `${doc(d.description, "")}export interface ${elementName(d)} extends HTMLElement {
${d.members.map((m) => `${doc(`${m.description} (attribute \`${m.attribute}\`)`, "  ")}  ${m.name}?: ${m.type.text};`).join("\n")}
}`,
  )
  .join("\n\n")}

declare global {
  interface HTMLElementTagNameMap {
${tags.map((d) => `    ${JSON.stringify(d.tagName)}: ${elementName(d)};`).join("\n")}
  }
  interface GlobalEventHandlersEventMap extends LpEventMap {}
  interface Window {
    lpConfig?: LpConfig;
  }
}
`;

const react = `// The platform's widgets as JSX elements for React 19 hosts. Generated from custom-elements.json by the build.
// React 19 sets each property on the element and listens to \`lp-*\` events through \`onlp-<event>\` props.
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { ${[...tags.map(elementName), "LpEventMap"].join(", ")} } from "./lp-widgets.d.ts";

type LpEvents<Names extends keyof LpEventMap> = { [K in Names as \`on\${K}\`]?: (event: LpEventMap[K]) => void };
type LpElementProps<E extends HTMLElement, Names extends keyof LpEventMap = never> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  Partial<Omit<E, keyof HTMLElement>> &
  LpEvents<Names> & {
    /** Light or dark colours for this widget, whatever the reader's system prefers. */
    theme?: "light" | "dark";
  };

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
${tags
  .map((d) => {
    const names = d.events.map((e) => JSON.stringify(e.name)).join(" | ");
    return `      ${JSON.stringify(d.tagName)}: LpElementProps<${elementName(d)}${names ? `, ${names}` : ""}>;`;
  })
  .join("\n")}
    }
  }
}
`;

for (const flavour of FLAVOURS) {
  fs.writeFileSync(path.join(widgetsDirOf(flavour), "lp-widgets.d.ts"), main);
  fs.writeFileSync(path.join(widgetsDirOf(flavour), "lp-widgets-react.d.ts"), react);
}
console.log(`Declarations: ${tags.length} tags and ${events.size} events in dist/widgets/lp-widgets.d.ts and lp-widgets-react.d.ts`);
