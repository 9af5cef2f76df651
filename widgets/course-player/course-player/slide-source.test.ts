import { describe, expect, it } from "vitest";
import { slideSource } from "./slide-source.ts";

describe("slide sources", () => {
  it("shows a PDF in the browser's viewer and PowerPoint through Office's viewer", () => {
    expect(slideSource("https://api.example.cm/storage/seed/slides/a.pdf")).toEqual({ kind: "pdf", url: "https://api.example.cm/storage/seed/slides/a.pdf" });
    expect(slideSource("https://files.example.cm/deck.pptx")).toMatchObject({
      kind: "office",
      embed: "https://view.officeapps.live.com/op/embed.aspx?src=https%3A%2F%2Ffiles.example.cm%2Fdeck.pptx",
    });
  });

  it("embeds SlideShare, Google Slides and Prezi by their official embed addresses", () => {
    expect(slideSource("https://www.slideshare.net/slideshow/pricing-your-product/265400118")).toMatchObject({
      embed: "https://www.slideshare.net/slideshow/embed_code/265400118",
    });
    expect(slideSource("https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/edit#slide=id.p")).toMatchObject({
      embed: "https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/embed",
    });
    expect(slideSource("https://prezi.com/p/abcdefgh1234/my-talk/")).toMatchObject({ embed: "https://prezi.com/embed/abcdefgh1234/" });
  });

  it("never embeds a look-alike host or a non-web address", () => {
    expect(slideSource("https://slideshare.net.evil.test/slideshow/x/265400118")).toEqual({
      kind: "link",
      url: "https://slideshare.net.evil.test/slideshow/x/265400118",
    });
    expect(slideSource("javascript:alert(1)")).toBeNull();
    expect(slideSource("")).toBeNull();
    expect(slideSource(null)).toBeNull();
  });
});
