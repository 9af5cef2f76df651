import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfig } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { followDocument, usePageTitle } from "./page-document.ts";

function Named({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

describe("the platform's own page", () => {
  afterEach(() => {
    delete window.lpConfig;
    resetConfig();
    locale.value = "en";
  });

  it("keeps <html lang> and the title in the learner's language, named after what it shows, the server's title first", async () => {
    window.lpConfig = { ownsDocument: true };
    resetConfig();
    Object.assign(document.documentElement.dataset, { titleEn: "Course", titleFr: "Cours" });
    // The server named the page after its course, in the page's language: it stands until a widget names it.
    document.documentElement.lang = "en";
    document.title = "Bookkeeping for Small Businesses · Learning platform";
    followDocument();
    expect(document.documentElement.lang).toBe("en");
    expect(document.title).toBe("Bookkeeping for Small Businesses · Learning platform");
    await act(async () => {
      locale.value = "fr";
    });
    expect(document.documentElement.lang).toBe("fr");
    expect(document.title).toBe("Cours · Plateforme d’apprentissage");
    const root = createRoot(document.createElement("div"));
    await act(async () => root.render(<Named name="Introduction à Python" />));
    expect(document.title).toBe("Introduction à Python · Plateforme d’apprentissage");
    await act(async () => root.unmount());
    expect(document.title).toBe("Cours · Plateforme d’apprentissage");
  });
});
