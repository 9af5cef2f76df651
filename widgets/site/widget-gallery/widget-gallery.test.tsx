import { act } from "react";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { embedCode } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { click, mount, shadow, submit, until } from "#tests/support/dom.ts";
import { json, mockFetch, type RecordedCall } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { previewDocument } from "./live-preview.tsx";

freshPageEachTest("/widgets");

beforeAll(async () => {
  await import("../define.ts");
});

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

const declaration = (tagName: string, description: string, attributes: object[] = [], events: object[] = []) => ({
  kind: "class",
  customElement: true,
  tagName,
  description,
  attributes: [...attributes, { name: "theme", type: { text: '"light" | "dark"' }, description: "Light or dark." }],
  events,
  cssParts: [{ name: "base", description: "The root box." }],
  cssProperties: [{ name: "--lp-color-brand", description: "Design token." }],
});

const manifest = (words: "en" | "fr") => ({
  schemaVersion: "2.1.0",
  modules: [
    {
      kind: "javascript-module",
      path: "widgets/catalogue/define.ts",
      declarations: [
        declaration("lp-course-detail", words === "en" ? "A course's page." : "La page d’un cours.", [
          { name: "slug", type: { text: "string" }, description: "The course." },
        ]),
        declaration("lp-course-carousel", "Courses to slide.", [
          { name: "kind", type: { text: '"popular" | "trending"' }, description: "Which courses." },
          { name: "autoplay", type: { text: "boolean" }, description: "Advance by itself." },
        ]),
      ],
    },
    {
      kind: "javascript-module",
      path: "widgets/site/define.ts",
      declarations: [
        declaration(
          "lp-site-header",
          "The header.",
          [],
          [{ name: "lp-locale-change", type: { text: 'CustomEvent<{ locale: "en" | "fr"; }>' }, description: "The language changed." }],
        ),
        declaration("lp-widget-gallery", "Every widget."),
      ],
    },
  ],
});

/** The manifests beside the loader, and the platform's first course for the samples. */
function platform(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    const own = answer(call);
    if (own) return own;
    const path = call.url.pathname;
    if (path === "/widgets/custom-elements.json") return json(manifest("en"));
    if (path === "/widgets/custom-elements.fr.json") return json(manifest("fr"));
    if (path.endsWith("/courses")) return json({ data: [{ id: 1, slug: "html-basics", title: "HTML" }], meta: {} });
    return json({ data: [] });
  });
}

async function gallery() {
  const root = shadow(await mount("lp-widget-gallery"));
  await until(() => !!root.querySelector(".gallery-tag"));
  return root;
}
const card = (root: ShadowRoot, tag: string) => root.querySelector(`[id="${tag}"]`) as HTMLElement;
const code = (root: ShadowRoot, tag: string) => card(root, tag).querySelector("textarea")?.value;

describe("<lp-widget-gallery>", () => {
  it("lists every tag of the manifest beside the loader, by family, each with its description, attributes, events, parts and properties", async () => {
    const calls = platform();
    const root = await gallery();
    expect(calls.calls[0].url.href).toBe(`${location.origin}/widgets/custom-elements.json`);
    expect(text(root.querySelector("h1"))).toBe("Widgets for your site");
    expect(text(root.querySelector(".gallery-index h2"))).toBe("All 4 widgets");
    expect([...root.querySelectorAll(".gallery-family-title")].map(text)).toEqual(["Catalogue and courses", "Public pages and forms"]);
    expect([...root.querySelectorAll(".gallery-index a")].map((a) => a.getAttribute("href"))).toEqual([
      "#lp-course-detail",
      "#lp-course-carousel",
      "#lp-site-header",
      "#lp-widget-gallery",
    ]);
    const detail = card(root, "lp-course-detail");
    expect(text(detail.querySelector("h3"))).toBe("<lp-course-detail>");
    expect(text(detail.querySelector(".gallery-description"))).toBe("A course's page.");
    expect([...detail.querySelectorAll(".gallery-attributes label")].map(text)).toEqual(["slug", "theme"]);
    expect(text(detail.querySelector(".gallery-attributes .lp-field-hint"))).toBe("The course.");
    const header = card(root, "lp-site-header");
    expect(text(header.querySelector(".gallery-listing dt"))).toBe('lp-locale-change CustomEvent<{ locale: "en" | "fr"; }>');
    expect([...header.querySelectorAll(".gallery-listing summary")].map(text)).toEqual(["Events (1)", "Parts (1)", "Custom properties (1)"]);
    expect(text(header.querySelectorAll(".gallery-listing")[1].querySelector("dt"))).toBe("lp-site-header::part(base)");
  });

  it("offers each tag's embed code with a real value where it needs one, and copies it", async () => {
    platform();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const root = await gallery();
    expect(code(root, "lp-course-detail")).toBe(embedCode("lp-course-detail", { slug: "html-basics" }));
    expect(code(root, "lp-site-header")).toBe(embedCode("lp-site-header", {}));
    await click([...card(root, "lp-course-detail").querySelectorAll("button")].find((b) => text(b) === "Copy code") as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(embedCode("lp-course-detail", { slug: "html-basics" }));
  });

  it("shows the attributes the reader tries once they press Show: a choice, a switch, text trimmed, empties left out", async () => {
    platform();
    const root = await gallery();
    const carousel = card(root, "lp-course-carousel");
    const [kind, theme] = carousel.querySelectorAll("select");
    expect([...kind.options].map((o) => o.textContent)).toEqual(["Default", "popular", "trending"]);
    await act(async () => {
      kind.value = "trending";
      kind.dispatchEvent(new Event("change", { bubbles: true }));
      theme.value = "dark";
      theme.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await click(carousel.querySelector<HTMLInputElement>("input[type=checkbox]") as HTMLElement);
    expect(code(root, "lp-course-carousel")).toBe(embedCode("lp-course-carousel", { kind: "popular" }));
    await submit(carousel.querySelector("form") as HTMLFormElement);
    expect(code(root, "lp-course-carousel")).toBe(embedCode("lp-course-carousel", { kind: "trending", autoplay: "", theme: "dark" }));

    const detail = card(root, "lp-course-detail");
    const slug = detail.querySelector<HTMLInputElement>("input[type=text]") as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(slug, "  ");
      slug.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await submit(detail.querySelector("form") as HTMLFormElement);
    expect(code(root, "lp-course-detail")).toBe(embedCode("lp-course-detail", {}));
  });

  it("starts a tag's live preview when it comes near the screen: the embed code as a page, never the gallery inside itself", async () => {
    platform();
    // happy-dom writes the preview's page; the loader it will not fetch is not this test's concern.
    const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
    settings.handleDisabledFileLoadingAsSuccess = true;
    onTestFinished(() => {
      settings.handleDisabledFileLoadingAsSuccess = false;
    });
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe(element: Element) {
          observed.push(element);
          if (element.closest?.("[id='lp-course-detail']") ?? element.parentElement?.closest("[id='lp-course-detail']"))
            this.report([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    const root = await gallery();
    const detail = card(root, "lp-course-detail");
    await until(() => !!detail.querySelector("iframe"));
    const frame = detail.querySelector("iframe") as HTMLIFrameElement;
    expect(frame.title).toBe("Live preview of <lp-course-detail>");
    expect(frame.getAttribute("srcdoc")).toBe(previewDocument(embedCode("lp-course-detail", { slug: "html-basics" }), "en"));
    expect(text(card(root, "lp-site-header").querySelector(".gallery-waiting"))).toBe("The preview starts when you reach it.");
    expect(text(card(root, "lp-widget-gallery").querySelector(".gallery-self"))).toBe("You are reading it: this page is this widget.");
    expect(card(root, "lp-widget-gallery").querySelector("iframe")).toBeNull();
    expect(text(card(root, "lp-site-header").querySelector("[role=log]"))).toBe("None yet: use the widget to see them arrive.");
  });

  it("reads the French manifest in French, and its embed code keeps the widgets in French", async () => {
    const calls = platform();
    locale.value = "fr";
    const root = await gallery();
    expect(calls.calls.some((c) => c.url.pathname === "/widgets/custom-elements.fr.json")).toBe(true);
    expect(text(root.querySelector("h1"))).toBe("Des widgets pour votre site");
    expect(text(card(root, "lp-course-detail").querySelector(".gallery-description"))).toBe("La page d’un cours.");
    expect([...root.querySelectorAll(".gallery-family-title")].map(text)).toEqual(["Catalogue et cours", "Pages publiques et formulaires"]);
    expect(code(root, "lp-course-detail")).toBe(embedCode("lp-course-detail", { slug: "html-basics" }, { locale: "fr" }));
  });

  it("says so when the manifest cannot be read or makes no sense, and reads it again on Retry", async () => {
    let answer: Response | undefined = json({ modules: "everything" });
    platform((call) => (call.url.pathname.endsWith(".json") ? answer : undefined));
    const root = shadow(await mount("lp-widget-gallery"));
    await until(() => !!root.querySelector("[role=alert]"));
    expect(text(root.querySelector("[role=alert] p"))).toBe("The list of widgets could not be read. Check your connection and try again.");
    answer = json({}, 404);
    await click(root.querySelector("[role=alert] button") as HTMLElement);
    await until(() => !!root.querySelector("[role=alert]"));
    answer = undefined;
    await click(root.querySelector("[role=alert] button") as HTMLElement);
    await until(() => !!root.querySelector(".gallery-tag"));
    expect(root.querySelectorAll(".gallery-tag")).toHaveLength(4);
  });
});
