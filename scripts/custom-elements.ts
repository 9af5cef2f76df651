import fs from "node:fs";
import path from "node:path";
import { CSS_PROPERTIES, TAG_DOCS } from "../widgets/docs.ts";
import { TAG_FAMILIES, type Family, type Tag } from "../widgets/registry.ts";

/**
 * Writes dist/widgets/custom-elements.json (Custom Elements Manifest 1.0.0) from the tag
 * documentation, one module per family. Fails when a tag is undocumented.
 */
const missing = Object.keys(TAG_FAMILIES).filter((tag) => !(tag in TAG_DOCS));
if (missing.length) throw new Error(`undocumented tags: ${missing.join(", ")}`);

const families = [...new Set(Object.values(TAG_FAMILIES))];
const tagsOf = (family: Family) => (Object.keys(TAG_FAMILIES) as Tag[]).filter((tag) => TAG_FAMILIES[tag] === family);
const manifest = {
  schemaVersion: "1.0.0",
  readme: "",
  modules: families.map((family) => {
    const modulePath = `widgets/${family}/define.ts`;
    return {
      kind: "javascript-module",
      path: modulePath,
      declarations: tagsOf(family).map((tag) => {
        const doc = TAG_DOCS[tag];
        return {
          kind: "class",
          customElement: true,
          tagName: tag,
          name: tag.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()),
          description: doc.description,
          attributes: (doc.attributes ?? []).map((a) => ({ name: a.name, type: { text: a.type }, description: a.description })),
          members: (doc.attributes ?? []).map((a) => ({ kind: "field", name: a.name, type: { text: a.type }, attribute: a.name })),
          events: (doc.events ?? []).map((e) => ({ name: e.name, type: { text: "CustomEvent" }, description: e.description })),
          cssParts: doc.cssParts ?? [],
          cssProperties: CSS_PROPERTIES,
        };
      }),
      exports: tagsOf(family).map((tag) => ({ kind: "custom-element-definition", name: tag, declaration: { name: tag, module: modulePath } })),
    };
  }),
};

const out = path.resolve("dist/widgets/custom-elements.json");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(manifest, null, 2));
console.log(`Custom elements manifest: ${Object.keys(TAG_FAMILIES).length} tags in ${path.relative(process.cwd(), out)}`);
