/**
 * What a slide lesson's address becomes: a PDF for the browser's viewer, or the official embed of
 * a presentation service. Only https addresses of the services' own hosts become embeds, with ids
 * of the services' own form, so a hostile address never chooses what a frame loads.
 */
export type SlideSource =
  | { kind: "pdf"; url: string }
  | { kind: "office"; url: string; embed: string }
  | { kind: "embed"; service: "slideshare" | "google" | "prezi"; url: string; embed: string }
  | { kind: "link"; url: string };

const OFFICE = /\.(pptx?|ppsx?)$/i;

export function slideSource(raw: string | null | undefined): SlideSource | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  if (/\.pdf$/i.test(url.pathname)) return { kind: "pdf", url: url.href };
  if (OFFICE.test(url.pathname))
    return { kind: "office", url: url.href, embed: `https://view.officeapps.live.com/op/embed.aspx?src=${encodeURIComponent(url.href)}` };
  if (url.protocol === "https:" && (host === "docs.google.com" || host === "slides.google.com") && segments[0] === "presentation") {
    // /presentation/d/{id}/… or /presentation/d/e/{published id}/…
    const at = segments[1] === "d" ? (segments[2] === "e" ? 3 : 2) : -1;
    const id = segments[at];
    if (at > 0 && id && /^[\w-]{10,}$/.test(id))
      return { kind: "embed", service: "google", url: url.href, embed: `https://docs.google.com/presentation/d/${segments[2] === "e" ? "e/" : ""}${id}/embed` };
  }
  if (url.protocol === "https:" && /(^|\.)slideshare\.net$/.test(host)) {
    // …/slideshow/{title}/{numeric id}, or an embed address already.
    const id = [...segments].reverse().find((s) => /^\d{4,}$/.test(s));
    if (id) return { kind: "embed", service: "slideshare", url: url.href, embed: `https://www.slideshare.net/slideshow/embed_code/${id}` };
  }
  if (url.protocol === "https:" && (host === "prezi.com" || host === "www.prezi.com")) {
    // /{id}/{title}/, /p/{id}/…, /v/{id}/… or /embed/{id}/
    const at = ["p", "v", "embed", "i"].includes(segments[0]) ? 1 : 0;
    const id = segments[at];
    if (id && /^[\w-]{8,}$/.test(id)) return { kind: "embed", service: "prezi", url: url.href, embed: `https://prezi.com/embed/${id}/` };
  }
  return { kind: "link", url: url.href };
}
