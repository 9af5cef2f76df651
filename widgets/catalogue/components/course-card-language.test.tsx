import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { locale } from "#shared/i18n/locale.ts";
import { aCourse } from "#tests/support/catalogue-fixtures.ts";
import { CourseCard, taughtIn } from "./course-card.tsx";

const roots: Root[] = [];

async function show(language?: string | null) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  await act(async () => root.render(<CourseCard course={aCourse(1, { language })} />));
  return host;
}

const badge = (host: ParentNode) => host.querySelector(".media-card-language");

afterEach(async () => {
  await act(async () => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.replaceChildren();
  locale.value = "en";
});

describe("a course card's language", () => {
  it("shows FR, and says 'Taught in French' to a screen reader, inside the course's link", async () => {
    const host = await show("fr");
    expect(badge(host)?.querySelector("[aria-hidden='true']")?.textContent).toBe("FR");
    expect(badge(host)?.querySelector(".lp-visually-hidden")?.textContent).toBe("Taught in French");
    expect(badge(host)?.getAttribute("title")).toBe("Taught in French");
    expect(badge(host)?.closest("a")?.getAttribute("href")).toBe("/courses/course-1");
  });

  it("shows EN for a course taught in English", async () => {
    const host = await show("en");
    expect(badge(host)?.textContent).toBe("ENTaught in English");
  });

  it("says it in French on a French page", async () => {
    locale.value = "fr";
    expect(badge(await show("fr"))?.querySelector(".lp-visually-hidden")?.textContent).toBe("Cours en français");
    expect(badge(await show("en"))?.querySelector(".lp-visually-hidden")?.textContent).toBe("Cours en anglais");
  });

  it("shows nothing where the API does not say, or names a language the card cannot", async () => {
    for (const language of [undefined, null, "", "de", "<b>fr</b>"]) expect(badge(await show(language)), String(language)).toBeNull();
  });

  it("reads the code whatever its case or spaces", () => {
    expect(taughtIn(" FR ")).toBe("fr");
    expect(taughtIn("En")).toBe("en");
    expect(taughtIn("français")).toBeNull();
  });
});
