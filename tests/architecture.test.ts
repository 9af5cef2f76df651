import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closureOf, importsOf, read, repo, sourcesIn } from "../scripts/source-graph.ts";
import { widgetFamilies, widgetTags } from "../scripts/widget-tags.ts";

/**
 * The shape and the dependency rules of the codebase, checked on every run:
 * host-site → (tags only) → widgets/<family>/define.ts → widgets/<family> → shared.
 */

const folderOf = (file: string, depth: number) => file.split("/").slice(0, depth).join("/");

/**
 * The folders of shared/, lowest first: each imports only from the folders before it (and from
 * itself). Anything new in shared/ must find its place here.
 */
const SHARED_ORDER = [
  "browser",
  "events",
  "config",
  "i18n",
  "format",
  "styles",
  "html",
  "api",
  "auth",
  "realtime",
  "data",
  "ui",
  "lists",
  "element",
  "payments",
  "offline",
];

/** Folder-level cycles in `edges`: the strongly connected components with more than one folder. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Folder → folders it imports from, for the files below `dir` grouped at `depth` path segments. */
function folderGraph(dir: string, depth: number): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourcesIn(dir)) {
    const from = folderOf(file, depth);
    const to = edges.get(from) ?? new Set<string>();
    for (const target of importsOf(file)) if (target.startsWith(`${dir}/`) && folderOf(target, depth) !== from) to.add(folderOf(target, depth));
    edges.set(from, to);
  }
  return edges;
}

describe("dependency rules", () => {
  it("shared/ imports nothing from widgets/, host-site/ or the tests", () => {
    const offenders = sourcesIn("shared").flatMap((f) =>
      importsOf(f)
        .filter((i) => /^(widgets|host-site|tests)\//.test(i))
        .map((i) => `${f} → ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it("production code never imports test helpers or fixtures", () => {
    const production = ["shared", "widgets", "host-site", "scripts"].flatMap((dir) => sourcesIn(dir));
    const api = sourcesIn("reference-api/src");
    const offenders = [...production, ...api].flatMap((f) =>
      importsOf(f)
        .filter((i) => i.startsWith("tests/"))
        .map((i) => `${f} → ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the folders of shared/ import in one direction only, in this order: " + SHARED_ORDER.join(" → "), () => {
    const folders = fs
      .readdirSync(path.join(repo, "shared"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...folders].sort()).toEqual([...SHARED_ORDER].sort());
    const offenders = sourcesIn("shared").flatMap((f) => {
      const rank = SHARED_ORDER.indexOf(f.split("/")[1]);
      return importsOf(f)
        .filter((i) => i.startsWith("shared/") && SHARED_ORDER.indexOf(i.split("/")[1]) > rank)
        .map((i) => `${f} → ${i}`);
    });
    expect(offenders).toEqual([]);
    expect(cycles(folderGraph("shared", 2))).toEqual([]);
  });

  it("the reference API's domains depend on each other without a cycle, and so do its files", () => {
    expect(cycles(folderGraph("reference-api/src/domains", 4))).toEqual([]);
    const files = new Map(sourcesIn("reference-api/src").map((f) => [f, new Set(importsOf(f))]));
    expect(cycles(files)).toEqual([]);
  });

  it("shared/ reaches its other folders through #shared/, as everything else does", () => {
    const offenders = sourcesIn("shared", { tests: true }).flatMap((f) =>
      [...read(f).matchAll(/^import [^;]*?from "(\.\.\/[^"]+)";$/gm)]
        .map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(f), m[1])))
        .filter((target) => target.startsWith("shared/"))
        .map((target) => `${f} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("a widget never imports another: no family imports another, no tag imports another tag's folder", () => {
    const offenders = sourcesIn("widgets", { tests: true }).flatMap((f) => {
      const [, family, part] = f.split("/");
      if (!part || !fs.statSync(path.join(repo, "widgets", family)).isDirectory()) return [];
      // A test may mount its family's other tags (the shell around a page) through the family's define.ts.
      const test = /\.test\.tsx?$/.test(f);
      return importsOf(f)
        .filter((i) => {
          const [top, otherFamily, otherPart] = i.split("/");
          if (top !== "widgets") return false;
          if (otherFamily !== family) return true;
          if (test) return false;
          // Inside a family: its define.ts names every tag; a tag reaches its own folder and the family's components/.
          return part !== "define.ts" && otherPart !== part && otherPart !== "components";
        })
        .map((i) => `${f} → ${i}`);
    });
    expect(offenders).toEqual([]);
  });

  it("the host site uses no widget code, only tag names", () => {
    const offenders = sourcesIn("host-site").flatMap((f) =>
      importsOf(f)
        .filter((i) => /^(widgets|shared)\//.test(i))
        .map((i) => `${f} → ${i}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe("one shape for every widget family", () => {
  const families = widgetFamilies();
  const tags = widgetTags();

  it("widgets/ holds the loader and the families, nothing else", () => {
    const entries = fs.readdirSync(path.join(repo, "widgets"));
    expect(entries.filter((e) => !families.includes(e)).sort()).toEqual(["lp-server.tsx", "lp-widgets.ts", "virtual.d.ts"]);
    expect(families.length).toBeGreaterThanOrEqual(4);
  });

  it("a family holds its define.ts, its components/ and one folder per tag", () => {
    const offenders = families.flatMap((family) =>
      fs
        .readdirSync(path.join(repo, "widgets", family))
        .filter((entry) => entry !== "define.ts" && entry !== "components" && !tags.some((t) => t.family === family && t.name === entry))
        .map((entry) => `widgets/${family}/${entry}`),
    );
    expect(offenders).toEqual([]);
  });

  it("a tag's folder holds <name>.api.ts, <name>.tsx and <name>.test.tsx, and its own parts in kebab-case", () => {
    const offenders = tags.flatMap(({ dir, name }) => {
      const files = fs
        .readdirSync(path.join(repo, dir), { recursive: true })
        .map(String)
        .filter((f) => fs.statSync(path.join(repo, dir, f)).isFile());
      const missing = [`${name}.api.ts`, `${name}.tsx`, `${name}.test.tsx`].filter((f) => !files.includes(f)).map((f) => `${dir}/${f} is missing`);
      const badNames = files
        .filter((f) => !/^([a-z0-9]+(-[a-z0-9]+)*\/)*[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]+)+$/.test(f))
        .map((f) => `${dir}/${f} is not kebab-case`);
      return [...missing, ...badNames];
    });
    expect(offenders).toEqual([]);
  });

  it("every define.ts has the same shape: it names each of its tags with the root that renders it, and does nothing else", () => {
    for (const family of families) {
      const text = read(`widgets/${family}/define.ts`);
      const own = tags.filter((t) => t.family === family);
      const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      // Each tag with its root, fetched on first use, or (a widget shown alone that must be fast) the root itself.
      const fetched = (name: string) => `[${camel(name)}, () => import("./${name}/${name}.tsx")]`;
      const eager = (name: string) => `[${camel(name)}, ${camel(name)}Root]`;
      const entry = /\[\w+, (\(\) => import\("[^"]+"\)|\w+Root)\]/g;
      const entries = [...text.matchAll(entry)].map((m) => m[0]);
      expect(entries.length, `widgets/${family}/define.ts`).toBe(own.length);
      for (const t of own) {
        const found = entries.filter((e) => e === fetched(t.name) || e === eager(t.name));
        expect(found, `widgets/${family}/define.ts: ${t.tag}`).toHaveLength(1);
        if (found[0] === eager(t.name)) expect(text).toContain(`import * as ${camel(t.name)}Root from "./${t.name}/${t.name}.tsx";`);
      }
      const code = text
        .replace(/\/\*\*[\s\S]*?\*\//g, "")
        .replace(/^import .*;$/gm, "")
        .replace(entry, "")
        .replace(/\s+/g, "")
        .replace(/,+/g, "");
      // A family of public widgets says it needs no session; nothing else may follow its tags.
      expect(["defineFamily([]);", "defineFamily([]{session:false});"], `widgets/${family}/define.ts`).toContain(code);
    }
  });

  it("every root lists the shared parts' CSS before its own, so its own rules win where they meet", () => {
    const offenders = tags.flatMap(({ root }) => {
      const text = read(root);
      const sheets = new Map([...text.matchAll(/^import (\w+) from "([^"]+\.css)\?inline";$/gm)].map((m) => [m[1], m[2]]));
      const listed = (/^export const styles = \[([^\]]*)\]/m.exec(text)?.[1] ?? "").split(",").map((n) => n.trim());
      const shared = listed.map((name) => sheets.get(name)?.startsWith("#shared/"));
      const firstOwn = shared.indexOf(false);
      return firstOwn >= 0 && shared.slice(firstOwn).includes(true) ? [`${root}: ${listed.join(", ")}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it("every root exports its component as default and its CSS as `styles`", () => {
    const offenders = tags
      .filter(({ root }) => !/^export default function [A-Z]\w*\(/m.test(read(root)) || !/^export const styles = \[/m.test(read(root)))
      .map((t) => t.root);
    expect(offenders).toEqual([]);
  });

  /**
   * The shared runtime's sheets are only what every widget draws (tokens, buttons, cards, loading
   * and error states). A shared part with its own CSS beside it (a field, a dialog, stars, a
   * carousel) is styled by the widgets that draw it: each lists the part's CSS in its `styles`.
   */
  it("a widget that draws a shared part brings the part's CSS, and only widgets import such CSS", () => {
    const partSheets = (fs.readdirSync(path.join(repo, "shared/ui"), { recursive: true }) as string[])
      .filter((f) => f.endsWith(".css"))
      .map((f) => `shared/ui/${f.split(path.sep).join("/")}`)
      .map((css) => ({ css, classes: new Set([...read(css).matchAll(/\.(lp-[\w-]+)/g)].map((m) => m[1])) }))
      // A part's own classes: those no other shared sheet names (copy-box.css also shapes .lp-field).
      .map(({ css, classes }, _, all) => ({
        css,
        classes: [...classes].filter(
          (c) => !all.some((other) => other.css !== css && other.classes.has(c)) && !read("shared/styles/controls.css").includes(`.${c}`),
        ),
      }));
    const offenders = tags.flatMap(({ root }) => {
      const closure = closureOf(root);
      const code = [...closure]
        .filter((f) => /\.tsx?$/.test(f))
        .map(read)
        .join("\n");
      return partSheets
        .filter(({ css, classes }) => !closure.has(css) && classes.some((c) => new RegExp(`["'\`\\s]${c}["'\`\\s]`).test(code)))
        .map(({ css }) => `${root} draws ${css} without it`);
    });
    expect(offenders).toEqual([]);
    // Except where shared code draws in a shadow root of its own (the toast area).
    const importedByShared = sourcesIn("shared")
      .filter((f) => !read(f).includes("attachShadow("))
      .flatMap((f) =>
        importsOf(f)
          .filter((i) => /^shared\/ui\/.*\.css$/.test(i))
          .map((i) => `${f} → ${i}`),
      );
    expect(importedByShared).toEqual([]);
  });

  it("a tag drawn inside another widget is typed by its own .api.ts, never by hand", () => {
    const offenders = [...sourcesIn("shared"), ...sourcesIn("widgets")]
      .filter((f) => !f.endsWith(".api.ts"))
      .filter((f) => /interface IntrinsicElements[^}]*"lp-/s.test(read(f)));
    expect(offenders).toEqual([]);
    const untyped = tags.filter(({ api }) => !read(api).includes("interface IntrinsicElements extends TagJsx<typeof tag> {}")).map((t) => t.api);
    expect(untyped).toEqual([]);
  });

  it("a family's components/ imports none of its tags", () => {
    const offenders = families.flatMap((family) =>
      fs.existsSync(path.join(repo, "widgets", family, "components"))
        ? sourcesIn(`widgets/${family}/components`).flatMap((f) =>
            importsOf(f)
              .filter((i) => i.startsWith(`widgets/${family}/`) && !i.startsWith(`widgets/${family}/components/`))
              .map((i) => `${f} → ${i}`),
          )
        : [],
    );
    expect(offenders).toEqual([]);
  });
});

describe("signals", () => {
  it("every signal the page shares carries a name, for the signals' debugger", () => {
    const shared = sourcesIn("shared").flatMap((f) =>
      [...read(f).matchAll(/^(?:export )?const (\w+) = (?:signal|computed)(?:<[^\n]*?>)?\(([^\n]*)$/gm)]
        .filter((m) => !/\{ name: "[\w.]+" \}\);$/.test(m[2]))
        .map((m) => `${f} ${m[1]}`),
    );
    expect(shared).toEqual([]);
  });

  /** Top-level function components, memo(...) ones included, with their bodies. */
  function components(file: string) {
    const text = read(file);
    return [...text.matchAll(/^(?:export (?:default )?)?(?:const (\w+) = memo\()?function ([A-Z]\w*)\([\s\S]*?^(?:}|}\));?$/gm)].map((m) => ({
      where: `${file} ${m[2]}`,
      body: m[0],
    }));
  }

  it("every component that reads a signal subscribes with useSignals()", () => {
    const all = [...sourcesIn("shared"), ...sourcesIn("widgets")].filter((f) => f.endsWith(".tsx")).flatMap(components);
    expect(all.length, "function components found").toBeGreaterThan(80);
    expect(all.filter((c) => c.body.includes("memo(")).length, "memo() components are seen").toBeGreaterThan(3);
    const offenders = all.filter(({ body }) => {
      // Any `.value` read but a DOM control's (event targets, refs, inputs), and every translation (it reads the locale).
      const readsSignal =
        /\b(?!(?:e|event|target|currentTarget|current|input|option|choice|field|element|el)\.value\b)\w+\.value\b/.test(body) ||
        /\b(t|tc|translate)\(/.test(body);
      return readsSignal && !body.includes("useSignals()");
    });
    expect(offenders.map((c) => c.where)).toEqual([]);
  });
});
