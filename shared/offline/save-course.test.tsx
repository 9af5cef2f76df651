import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CourseContent } from "#shared/api/learning.ts";
import { forgetLearnerData } from "#shared/auth/learner-data.ts";
import { resetConfig } from "#shared/config/runtime.ts";
import { locale } from "#shared/i18n/locale.ts";
import { button, click, settle, until } from "#tests/support/dom.ts";
import { fakeCaches } from "#tests/support/fake-caches.ts";
import { SaveCourse } from "./save-course.tsx";

const course: CourseContent = {
  id: 7,
  slug: "reseaux",
  title: "Réseaux",
  organization: null,
  instructors: [],
  resources: [],
  curriculum: [{ title: "M", lessons: [{ id: 1, type: "worksheet", title: "W", description: null, data: { url: "/storage/fiche.pdf" } }] }],
  assessment: null,
  learning_progress: { progress_percent: 0, lessons_completed: [] },
};

/** What the reader sees, the number formats' no-break spaces as spaces. */
const words = (el: Element | null | undefined) => el?.textContent?.replace(/[\u00a0\u202f]/g, " ") ?? "";

let root: Root | null = null;
async function render(): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(<SaveCourse id={course.id} title={course.title} load={async () => course} />);
  });
  // The control's code comes on demand, where the site's worker can answer.
  if (navigator.serviceWorker?.controller) await until(() => host.querySelector(".save-course") !== null);
  return host;
}

/** The site's own worker in charge of the page, or none. */
function underWorker(controller: { scriptURL: string; postMessage: () => void } | null) {
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { controller } });
}

let told: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  localStorage.clear();
  forgetLearnerData();
  locale.value = "fr";
  window.__lpLoaderDataset = { apiBase: "https://api.learning.cm/api", serviceWorker: "/sw.js" };
  resetConfig();
  fakeCaches();
  told = vi.fn<() => void>();
  underWorker({ scriptURL: `${location.origin}/sw.js`, postMessage: told });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) =>
      url.endsWith(".pdf")
        ? new Response(init?.method === "HEAD" ? null : new Uint8Array(1_500_000), {
            headers: { "Content-Type": "application/pdf", "Content-Length": "1500000" },
          })
        : new Response(JSON.stringify({ data: course }), { headers: { "Content-Type": "application/json" } }),
    ),
  );
  Object.defineProperty(navigator, "storage", {
    configurable: true,
    value: { estimate: async () => ({ usage: 2_000_000, quota: 1_000_000_000 }), persist: async () => true },
  });
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  locale.value = "en";
  window.__lpLoaderDataset = undefined;
  resetConfig();
});

describe("Save for offline", () => {
  it("says the size and the space free before saving, then the course is saved, and removed on request", async () => {
    const el = await render();
    await click(button(el, "Enregistrer pour le hors-ligne : Réseaux"));
    await until(() => el.textContent?.includes("Mo"));
    expect(words(el)).toContain("sur cet appareil : 1,5 Mo. Les vidéos demandent toujours une connexion.");
    expect(words(el)).toContain("998 Mo libres sur cet appareil.");
    await click([...el.querySelectorAll("button")].find((b) => words(b) === "Enregistrer (1,5 Mo)")!);
    await until(() => el.textContent?.includes("Disponible hors ligne"));
    expect(words(el.querySelector(".save-course-state"))).toMatch(/^Disponible hors ligne · 1,5 Mo$/);
    expect(told).toHaveBeenCalledWith({ type: "saved-changed" });
    // The focus follows to the button that replaced the one pressed, and what happened is said.
    await until(() => document.activeElement === button(el, "Retirer de cet appareil : Réseaux"));
    expect(words(el.querySelector("[role=status]"))).toMatch(/^Disponible hors ligne · 1,5 Mo$/);
    await click(button(el, "Retirer de cet appareil : Réseaux"));
    await until(() => el.textContent?.includes("Enregistrer pour le hors-ligne"));
    await until(() => document.activeElement === button(el, "Enregistrer pour le hors-ligne : Réseaux"));
    expect(words(el.querySelector("[role=status]"))).toBe("Retiré de cet appareil.");
  });

  it("says the course cannot be saved with no network", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const el = await render();
      expect(words(el)).toBe("Connectez-vous à Internet pour enregistrer ce cours pour le hors-ligne.");
    } finally {
      onLine.mockRestore();
    }
  });

  it("is not offered where the site's worker does not answer (a site that embeds the widgets)", async () => {
    underWorker(null);
    const el = await render();
    await settle();
    expect(el.textContent).toBe("");
  });
});
