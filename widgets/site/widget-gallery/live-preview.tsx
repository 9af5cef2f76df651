import { useSignals } from "@preact/signals-react/runtime";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { Locale } from "#shared/i18n/locale.ts";
import { t } from "./widget-gallery.messages.ts";

/** How many of the latest events the log keeps. */
const HEARD_KEPT = 5;

/**
 * The page a preview shows: the embed code itself and nothing else, so what the reader sees is
 * what the code does on their own site. It is the gallery's own origin (a `srcdoc`), so a
 * signed-in reader sees their own account in it, and the page's security policy applies to it.
 */
export function previewDocument(code: string, lang: Locale): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>${code}</body></html>`;
}

/** True once the element comes near the screen: each preview loads a page, so only those read. */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (!node || near) return;
    if (typeof IntersectionObserver !== "function") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "600px 0px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/** An event's detail as one short line of JSON. */
function oneLine(detail: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(detail) ?? "";
  } catch {
    text = String(detail);
  }
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

interface Heard {
  id: number;
  name: string;
  detail: string;
}

/**
 * A tag at work in its own page, and the documented events it sends as they arrive: what an
 * embedder's listeners would receive. The frame keeps one height (the widget scrolls inside it,
 * the reader may pull it taller), so the gallery never moves under the reader as previews start.
 */
export function LivePreview({ tag, code, lang, events }: { tag: string; code: string; lang: Locale; events: string[] }) {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  const [heard, setHeard] = useState<Heard[]>([]);
  const watching = useRef<(() => void) | null>(null);
  const count = useRef(0);

  useEffect(() => () => watching.current?.(), []);

  function watch(frame: HTMLIFrameElement) {
    watching.current?.();
    const doc = frame.contentDocument;
    if (!doc) return;
    const listen = (event: Event) =>
      setHeard((all) => [{ id: ++count.current, name: event.type, detail: oneLine((event as CustomEvent).detail) }, ...all].slice(0, HEARD_KEPT));
    for (const name of events) doc.addEventListener(name, listen);
    watching.current = () => {
      for (const name of events) doc.removeEventListener(name, listen);
    };
  }

  return (
    <div className="gallery-live">
      <div ref={box} className="gallery-preview" part="preview">
        {near ? (
          <iframe title={t("gallery.preview", { tag: `<${tag}>` })} srcDoc={previewDocument(code, lang)} onLoad={(e) => watch(e.currentTarget)} />
        ) : (
          <p className="gallery-waiting">{t("gallery.waiting")}</p>
        )}
      </div>
      {events.length > 0 && (
        <div className="gallery-heard">
          <p className="gallery-label">{t("gallery.heard")}</p>
          <div role="log" aria-label={t("gallery.heard")}>
            {heard.length === 0 ? (
              <p className="gallery-muted">{t("gallery.heard-none")}</p>
            ) : (
              <ol>
                {heard.map((h) => (
                  <li key={h.id}>
                    <code>{h.name}</code> <code className="gallery-detail">{h.detail}</code>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
