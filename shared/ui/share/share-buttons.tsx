import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef, useState } from "react";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "./share.messages.ts";
import { shareLinks } from "./share-links.ts";
import { hasShareSheet, openShareSheet } from "./share-sheet.ts";

/** How long the "Copied!" tooltip stays after Copy link. */
const COPY_TOOLTIP_MS = 1200;

/** The networks the buttons offer, in their order, with their names' keys. */
const NETWORKS = [
  ["facebook", "share.facebook"],
  ["twitter", "share.twitter"],
  ["linkedin", "share.linkedin"],
  ["whatsapp", "share.whatsapp"],
] as const;

const ICONS: Record<string, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.7-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z",
  twitter: "M4 4h4.6l4 5.6L17.3 4H20l-6.2 7.3L20.6 20H16l-4.4-6-5 6H4l6.4-7.5z",
  linkedin:
    "M5 9h3.5v11H5zM6.7 3.5a2 2 0 110 4 2 2 0 010-4zM10.5 9H14v1.6c.5-1 1.8-1.9 3.6-1.9 3.4 0 4 2.2 4 5.1V20h-3.5v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20h-3.6z",
  whatsapp:
    "M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3zm4.6 12.6c-.2.6-1.2 1.1-1.7 1.2-.4 0-1 .2-3.2-.7-2.7-1.1-4.4-3.9-4.5-4-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.6-.1 1.1z",
  copy: "M8 3h9a2 2 0 012 2v11h-2V5H8zM5 7h9a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2V9a2 2 0 012-2zm0 2v10h9V9z",
  sheet:
    "M18 2a3 3 0 11-2.8 4.1L8.9 9.3a3 3 0 010 1.4l6.3 3.2A3 3 0 1115 15.7l-6.3-3.2a3 3 0 110-5l6.3-3.2A3 3 0 0118 2zm0 2a1 1 0 100 2 1 1 0 000-2zM6 9a1 1 0 100 2 1 1 0 000-2zm12 6a1 1 0 100 2 1 1 0 000-2z",
};

const Icon = ({ name }: { name: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d={ICONS[name]} fill="currentColor" />
  </svg>
);

/**
 * Share buttons under `label` ("Share this course"): each network's own share page in a new tab (no opener handed over), and Copy
 * link, which confirms with a toast and a short tooltip.
 *
 * Where the browser has a share sheet (a phone, mostly), Share comes first and opens it with the
 * page's `title`, `text` (the title unless given) and address: the apps the learner actually uses
 * (WhatsApp, SMS, Bluetooth…), in one tap. The network buttons and Copy link stay after it rather
 * than being hidden: an in-app browser's sheet may lack an app, some learners want the WhatsApp link
 * itself, and they are the fallback when the sheet fails, so a phone never shows less than a desktop.
 * Closing the sheet says nothing; any other failure copies the link instead, with Copy link's toast.
 */
export function ShareButtons({ url, title, label, text }: { url: string; title: string; label: string; text?: string }) {
  useSignals();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      toast(t("share.copy-failed"), "error");
      return;
    }
    toast(t("share.copied"), "success");
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_TOOLTIP_MS);
  }

  const sheetData = { title, text: text ?? title, url };
  // Once at a time: a second tap while the sheet is up would only fail.
  const sheet = useAction(() => openShareSheet(sheetData), { failed: copy });

  const links = shareLinks(url, title);
  return (
    <div className="lp-share" role="group" aria-label={label}>
      <span className="lp-share-label" aria-hidden="true">
        {label}
      </span>
      {hasShareSheet(sheetData) && (
        <button type="button" className="lp-share-sheet" onClick={() => sheet.run()}>
          <Icon name="sheet" />
          {t("share.sheet")}
        </button>
      )}
      {NETWORKS.map(([network, name]) => (
        <a key={network} className={`lp-share-link lp-share-${network}`} href={links[network]} target="_blank" rel="noopener noreferrer" title={t(name)}>
          <Icon name={network} />
          <span className="lp-visually-hidden">
            {t(name)} {t("share.new-tab")}
          </span>
        </a>
      ))}
      <span className="lp-share-copy">
        <button type="button" className="lp-share-link lp-share-copy-button" onClick={copy} title={t("share.copy")}>
          <Icon name="copy" />
          <span className="lp-visually-hidden">{t("share.copy")}</span>
        </button>
        {copied && (
          <span className="lp-share-tooltip" role="status">
            {t("share.copied-tip")}
          </span>
        )}
      </span>
    </div>
  );
}
