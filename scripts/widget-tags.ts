import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const widgets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../widgets");

/** One tag's folder: widgets/<family>/<name>/ holds <name>.api.ts (its declaration) and <name>.tsx (its root). */
export interface TagFolder {
  tag: `lp-${string}`;
  family: string;
  name: string;
  /** Paths from the repository root, as the build's manifest names modules. */
  dir: string;
  api: string;
  root: string;
}

const isDir = (p: string) => fs.statSync(p).isDirectory();

/** The families: every folder of widgets/ with a define.ts. */
export function widgetFamilies(): string[] {
  return fs
    .readdirSync(widgets)
    .filter((f) => isDir(path.join(widgets, f)) && fs.existsSync(path.join(widgets, f, "define.ts")))
    .sort();
}

/**
 * Every tag, read from the folders: a family's folder that holds `<name>.api.ts` is the tag
 * `lp-<name>`. The build, the manifest, the host site's preloads and the size budgets all read
 * the tags from here, so a tag exists once, where it is written.
 */
export function widgetTags(): TagFolder[] {
  return widgetFamilies().flatMap((family) =>
    fs
      .readdirSync(path.join(widgets, family))
      .filter((name) => fs.existsSync(path.join(widgets, family, name, `${name}.api.ts`)))
      .sort()
      .map((name) => {
        const dir = `widgets/${family}/${name}`;
        return { tag: `lp-${name}` as const, family, name, dir, api: `${dir}/${name}.api.ts`, root: `${dir}/${name}.tsx` };
      }),
  );
}
