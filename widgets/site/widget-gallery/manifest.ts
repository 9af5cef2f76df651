import * as v from "valibot";
import { getConfig } from "#shared/config/runtime.ts";
import type { Locale } from "#shared/i18n/locale.ts";

/** An attribute as the gallery offers it: a choice, a switch, a number or text. */
export type AttributeInput = { kind: "choice"; values: string[] } | { kind: "boolean" } | { kind: "number" } | { kind: "text" };

export interface AttributeDoc {
  name: string;
  description: string;
  input: AttributeInput;
}

export interface NamedDoc {
  name: string;
  description: string;
}

export interface TagDoc {
  tag: `lp-${string}`;
  /** The family whose chunk defines it: auth, catalogue, site… */
  family: string;
  description: string;
  attributes: AttributeDoc[];
  /** Each event with the type of its detail, as the manifest writes it. */
  events: (NamedDoc & { type: string })[];
  parts: NamedDoc[];
  cssProperties: NamedDoc[];
}

const Named = v.object({ name: v.string(), description: v.optional(v.string(), "") });
const Typed = v.optional(v.object({ text: v.string() }), { text: "string" });

/** Only what the gallery reads of a Custom Elements Manifest; anything else in it is left alone. */
const ManifestSchema = v.object({
  modules: v.array(
    v.object({
      path: v.string(),
      declarations: v.array(
        v.object({
          tagName: v.optional(v.pipe(v.string(), v.regex(/^lp-[a-z0-9-]+$/))),
          description: v.optional(v.string(), ""),
          attributes: v.optional(v.array(v.object({ ...Named.entries, type: Typed })), []),
          events: v.optional(v.array(v.object({ ...Named.entries, type: Typed })), []),
          cssParts: v.optional(v.array(Named), []),
          cssProperties: v.optional(v.array(Named), []),
        }),
      ),
    }),
  ),
});

/**
 * What an attribute's type says it takes. A union of quoted words is a choice of those words;
 * anything the gallery does not recognise is text, which every attribute accepts.
 */
export function attributeInput(type: string): AttributeInput {
  const text = type.trim();
  if (text === "boolean") return { kind: "boolean" };
  if (text === "number") return { kind: "number" };
  const words = text.split("|").map((part) => /^\s*"([^"]*)"\s*$/.exec(part)?.[1]);
  if (words.length > 1 && words.every((w) => w !== undefined)) return { kind: "choice", values: words as string[] };
  return { kind: "text" };
}

/** The tags a manifest documents, family by family as it lists them. */
export function tagsOf(manifest: unknown): TagDoc[] {
  const { modules } = v.parse(ManifestSchema, manifest);
  return modules.flatMap((module) => {
    const family = /widgets\/([^/]+)\/define\.ts$/.exec(module.path)?.[1] ?? module.path;
    return module.declarations.flatMap((d) =>
      d.tagName
        ? [
            {
              tag: d.tagName as `lp-${string}`,
              family,
              description: d.description,
              attributes: d.attributes.map((a) => ({ name: a.name, description: a.description, input: attributeInput(a.type.text) })),
              events: d.events.map((e) => ({ name: e.name, description: e.description, type: e.type.text })),
              parts: d.cssParts,
              cssProperties: d.cssProperties,
            },
          ]
        : [],
    );
  });
}

/** The manifest in the reader's language: the build writes both beside the loader. */
export function manifestUrl(lang: Locale): string {
  return new URL(lang === "fr" ? "custom-elements.fr.json" : "custom-elements.json", getConfig().loaderUrl).href;
}

/** Reads the tags from the manifest beside the loader; a failure or another shape is an error. */
export async function getTags(lang: Locale, signal: AbortSignal): Promise<TagDoc[]> {
  const response = await fetch(manifestUrl(lang), { signal });
  if (!response.ok) throw new Error(`The widgets' manifest answered ${response.status}`);
  const tags = tagsOf(await response.json());
  if (tags.length === 0) throw new Error("The widgets' manifest lists no tags");
  return tags;
}
