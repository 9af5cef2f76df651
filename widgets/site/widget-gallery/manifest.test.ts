import { describe, expect, it } from "vitest";
import { attributeInput, tagsOf } from "./manifest.ts";

const manifest = {
  schemaVersion: "2.1.0",
  modules: [
    {
      kind: "javascript-module",
      path: "widgets/certificates/define.ts",
      declarations: [
        {
          kind: "class",
          tagName: "lp-certificate-badge",
          description: "A certificate's badge.",
          attributes: [
            { name: "number", type: { text: "string" }, description: "The certificate." },
            { name: "size", type: { text: '"small" | "large"' }, description: "How much it shows." },
          ],
          events: [],
          cssParts: [{ name: "base", description: "The root box." }],
          cssProperties: [{ name: "--lp-color-brand", description: "Design token." }],
        },
        { kind: "class", name: "NotATag" },
      ],
    },
    {
      kind: "javascript-module",
      path: "widgets/site/define.ts",
      declarations: [
        {
          kind: "class",
          tagName: "lp-site-header",
          attributes: [{ name: "autoplay", type: { text: "boolean" } }],
          events: [{ name: "lp-locale-change", type: { text: 'CustomEvent<{ locale: "en" | "fr"; }>' }, description: "The language changed." }],
        },
      ],
    },
  ],
};

describe("attributeInput", () => {
  it("offers a choice of quoted words, a switch, a number, and text for anything else", () => {
    expect(attributeInput('"small" | "large"')).toEqual({ kind: "choice", values: ["small", "large"] });
    expect(attributeInput("boolean")).toEqual({ kind: "boolean" });
    expect(attributeInput("number")).toEqual({ kind: "number" });
    expect(attributeInput("string")).toEqual({ kind: "text" });
    expect(attributeInput('"small" | string')).toEqual({ kind: "text" });
    expect(attributeInput('"only"')).toEqual({ kind: "text" });
  });
});

describe("tagsOf", () => {
  it("reads each tag with its family, attributes, events with their detail, parts and custom properties", () => {
    const tags = tagsOf(manifest);
    expect(tags.map((t) => [t.tag, t.family])).toEqual([
      ["lp-certificate-badge", "certificates"],
      ["lp-site-header", "site"],
    ]);
    expect(tags[0].attributes[1]).toEqual({ name: "size", description: "How much it shows.", input: { kind: "choice", values: ["small", "large"] } });
    expect(tags[0].parts).toEqual([{ name: "base", description: "The root box." }]);
    expect(tags[0].cssProperties[0].name).toBe("--lp-color-brand");
    expect(tags[1]).toMatchObject({ description: "", parts: [], cssProperties: [] });
    expect(tags[1].events).toEqual([{ name: "lp-locale-change", description: "The language changed.", type: 'CustomEvent<{ locale: "en" | "fr"; }>' }]);
  });

  it("refuses a document of another shape, and a tag name that is not ours", () => {
    expect(() => tagsOf({ modules: "none" })).toThrow();
    expect(() => tagsOf(null)).toThrow();
    expect(() => tagsOf({ modules: [{ path: "x", declarations: [{ tagName: "lp-x><script" }] }] })).toThrow();
  });
});
