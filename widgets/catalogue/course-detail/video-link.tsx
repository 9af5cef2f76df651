import { useSignals } from "@preact/signals-react/runtime";
import { t } from "./course-detail.messages.ts";

/** The video on its own site, in a new tab: for a link no player here plays, or when the player's code could not be fetched. */
export function VideoSiteLink({ href }: { href: string }) {
  useSignals();
  return (
    <p className="cd-video-link">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t("catalogue.detail.video.watch")} <span className="lp-visually-hidden">{t("catalogue.detail.new-tab")}</span>
      </a>
    </p>
  );
}
