import { effect, signal } from "@preact/signals-react";
import { useEffect } from "react";
import { getConfig } from "#shared/config/runtime.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { locale } from "#shared/i18n/locale.ts";

/** What the page shows, named by the widget that shows it (a course's title); null for the page's own name. */
const shownName = signal<string | null>(null, { name: "page.shownName" });

/**
 * Names the page after what this widget shows while it is mounted, on the platform's own pages
 * (a partner's page keeps its own title).
 */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    shownName.value = name;
    return () => {
      if (shownName.peek() === name) shownName.value = null;
    };
  }, [name]);
}

let following = false;

/**
 * On the platform's own pages: `<html lang>` follows the learner's language, and the title reads
 * "{what the page shows} · {the platform}" in that language. The page's own name in each language
 * comes from `data-title-en` / `data-title-fr` on `<html>`.
 */
export function followDocument(): void {
  if (following || !getConfig().ownsDocument) return;
  following = true;
  const html = document.documentElement;
  // The title the page arrived with, in its language: the server's, which may name what the page
  // shows (a course, a certificate) before any widget is live to say it.
  const served = { title: document.title, lang: html.lang };
  effect(() => {
    const lang = locale.value;
    html.lang = lang;
    const own = (lang === "fr" ? html.dataset.titleFr : html.dataset.titleEn) ?? html.dataset.titleEn;
    const shown = shownName.value;
    document.title = !shown && lang === served.lang && served.title ? served.title : [shown ?? own, tc("common.site-name")].filter(Boolean).join(" · ");
  });
}
