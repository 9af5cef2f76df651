import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run new-tag -- <family> <name>`: a new tag, <lp-name>, in the house's shape: its folder in
 * the family with its public API (`<name>.api.ts`), its root (`<name>.tsx`, with its styles and
 * its strings in English and French) and its test, and its line in the family's define.ts (a new
 * family gets its define.ts). What it writes passes the architecture test and the manifest's
 * checks as it is; then the tag is the developer's to grow.
 */
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** How a test reaches its helpers: written apart so that this script is not read as importing them. */
const TESTS = "#tests";
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^\w/, (c) => c.toUpperCase());
const title = (name: string) => name.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase());

/** The files of a new tag, by path from the repository root, and the family's define.ts as it becomes. */
export function newTagFiles(family: string, name: string, define: string | null): Record<string, string> {
  const tag = `lp-${name}`;
  const dir = `widgets/${family}/${name}`;
  const words = title(name);
  return {
    [`${dir}/${name}.api.ts`]: `import type { TagDeclaration, TagDocs, TagElement, TagJsx } from "#shared/element/tag.ts";

/** <${tag}>: its name and attributes, all the page needs to define it. */
export const tag = {
  tag: "${tag}",
  attributes: {},
} as const satisfies TagDeclaration;

/** Its public API, as the Custom Elements Manifest documents it. */
export const docs = {
  description: "${words}.",
  attributes: {},
  events: {},
  parts: {},
  fr: {
    description: "${words}.",
    attributes: {},
    events: {},
    parts: {},
  },
} satisfies TagDocs<typeof tag>;

declare global {
  interface HTMLElementTagNameMap extends TagElement<typeof tag> {}
  namespace React.JSX {
    interface IntrinsicElements extends TagJsx<typeof tag> {}
  }
}
`,
    [`${dir}/${name}.tsx`]: `import { useSignals } from "@preact/signals-react/runtime";
import css from "./${name}.css?inline";
import { t } from "./${name}.messages.ts";

export const styles = [css];

/** <${tag}>: ${words.toLowerCase()}. */
export default function ${pascal(name)}() {
  useSignals();
  return (
    <section className="${name}" aria-labelledby="${name}-title">
      <h2 id="${name}-title">{t("${name}.title")}</h2>
    </section>
  );
}
`,
    [`${dir}/${name}.css`]: `.${name} {
  display: block;
}
`,
    [`${dir}/${name}.messages.ts`]: `import { defineMessages } from "#shared/i18n/messages.ts";

/** <${tag}>'s words. */
export const t = defineMessages({
  en: {
    "${name}.title": "${words}",
  },
  fr: {
    "${name}.title": "${words}",
  },
});
`,
    [`${dir}/${name}.test.tsx`]: `import { beforeAll, describe, expect, it } from "vitest";
import { mount, shadow } from "${TESTS}/support/dom.ts";
import { freshPageEachTest } from "${TESTS}/support/page.ts";

freshPageEachTest("/");

beforeAll(async () => {
  await import("../define.ts");
});

describe("<${tag}>", () => {
  it("shows its heading", async () => {
    const r = shadow(await mount("${tag}"));
    expect(r.querySelector("h2")?.textContent).toBe("${words}");
  });
});
`,
    [`widgets/${family}/define.ts`]: define === null ? newDefine(family, name) : withTag(define, name),
  };
}

/** A new family's define.ts, with its first tag. */
function newDefine(family: string, name: string): string {
  return `import { defineFamily } from "#shared/element/define-widget.tsx";
import { tag as ${camel(name)} } from "./${name}/${name}.api.ts";

/** The ${family} family. Each tag's code loads with the first element of its kind on the page. */
defineFamily([[${camel(name)}, () => import("./${name}/${name}.tsx")]]);
`;
}

/** A family's define.ts with one more tag: its declaration imported (in order), and its root fetched on first use. */
function withTag(define: string, name: string): string {
  const tagImport = /^import \{ tag as \w+ \} from "(\.\/[^"]+)";$/gm;
  const lines = [...define.matchAll(tagImport)];
  const first = lines[0].index ?? 0;
  const last = lines[lines.length - 1];
  const end = (last.index ?? 0) + last[0].length;
  const specifier = (line: string) => line.slice(line.indexOf('"'));
  const sorted = [...lines.map((m) => m[0]), `import { tag as ${camel(name)} } from "./${name}/${name}.api.ts";`].sort((a, b) =>
    specifier(a) < specifier(b) ? -1 : 1,
  );
  let text = `${define.slice(0, first)}${sorted.join("\n")}${define.slice(end)}`;
  const close = text.lastIndexOf("]");
  const before = text.slice(0, close).trimEnd();
  text = `${before}${/[[,]$/.test(before) ? "" : ","}\n  [${camel(name)}, () => import("./${name}/${name}.tsx")],\n${text.slice(close)}`;
  return text;
}

/** Writes the new tag under `root`; refuses a name that is not kebab-case or a tag that exists. */
export function writeNewTag(root: string, family: string, name: string): string[] {
  if (!KEBAB.test(family) || !KEBAB.test(name)) throw new Error("The family and the name are kebab-case: npm run new-tag -- site my-widget");
  if (fs.existsSync(path.join(root, "widgets", family, name))) throw new Error(`widgets/${family}/${name} exists already`);
  const defineFile = path.join(root, "widgets", family, "define.ts");
  const files = newTagFiles(family, name, fs.existsSync(defineFile) ? fs.readFileSync(defineFile, "utf8") : null);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return Object.keys(files);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [family, name] = process.argv.slice(2);
  if (!family || !name) {
    console.error("Usage: npm run new-tag -- <family> <name>   (writes <lp-name> in widgets/<family>/<name>/)");
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  for (const file of writeNewTag(root, family, name)) console.log(`wrote ${file}`);
  console.log("Then: npm run format, and npm run check.");
}
