import { useSignals } from "@preact/signals-react/runtime";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { CourseContent, Lesson } from "#shared/api/learning.ts";
import { getConfig } from "#shared/config/runtime.ts";
import { formatFileSize } from "#shared/format/format.ts";
import { useDeviceUrl } from "#shared/offline/use-device-url.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { t } from "./course-player.messages.ts";
import { webUrl } from "./lesson-data.ts";

const TABS = ["overview", "instructors", "resources", "references"] as const;
type Tab = (typeof TABS)[number];

const size = (value: number | string | null) => (typeof value === "number" ? formatFileSize(value) : value);

/**
 * The sheet under the lesson: its overview, the course's instructors, files to download and
 * external references, as tabs (arrow keys move between them, as the tabs pattern expects).
 */
export function LessonSheet({ course, lesson }: { course: CourseContent; lesson: Lesson }) {
  useSignals();
  const [tab, setTab] = useState<Tab>("overview");
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const apiBase = getConfig().apiBase;
  const files = course.resources
    .filter((r) => r.type !== "link")
    .flatMap((r) => {
      const url = webUrl(r.url, apiBase);
      return url ? [{ ...r, url }] : [];
    });
  const links = course.resources
    .filter((r) => r.type === "link")
    .flatMap((r) => {
      const url = webUrl(r.url, apiBase);
      return url ? [{ ...r, url }] : [];
    });

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const at = TABS.indexOf(tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = TABS[(to + TABS.length) % TABS.length];
    setTab(next);
    buttons.current[TABS.indexOf(next)]?.focus();
  }

  return (
    <section className="cp-sheet" aria-label={t("player.tabs")} part="sheet">
      <div className="cp-tabs" role="tablist" onKeyDown={onKey}>
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="cp-tab"
            onClick={() => setTab(name)}
          >
            {t(`player.tab.${name}`)}
          </button>
        ))}
      </div>
      <div className="cp-panel" role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === "overview" &&
          (lesson.description ? <p className="cp-overview">{lesson.description}</p> : <p className="cp-none">{t("player.no-overview")}</p>)}
        {tab === "instructors" &&
          (course.instructors.length ? (
            <ul className="cp-people">
              {course.instructors.map((person, i) => (
                <li key={`${person.name}-${i}`} className="cp-person">
                  <Avatar src={person.profile} person={person} size={48} />
                  <span>
                    <span className="cp-person-name">{person.name}</span>
                    {person.title && <span className="cp-person-title">{person.title}</span>}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="cp-none">{t("player.no-instructors")}</p>
          ))}
        {tab === "resources" &&
          (files.length ? (
            <ul className="cp-files">
              {files.map((file, i) => (
                <li key={`${file.url}-${i}`} className="cp-resource">
                  <span className="cp-resource-name">{file.name}</span>
                  {file.file_size !== null && <span className="cp-resource-size">{size(file.file_size)}</span>}
                  <DownloadLink url={file.url} name={file.name} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="cp-none">{t("player.no-resources")}</p>
          ))}
        {tab === "references" &&
          (links.length ? (
            <ul className="cp-links">
              {links.map((link, i) => (
                <li key={`${link.url}-${i}`}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                    <span className="lp-visually-hidden"> {t("player.new-tab")}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="cp-none">{t("player.no-references")}</p>
          ))}
      </div>
    </section>
  );
}

/** A resource's download: from the device's copy when its course is saved (and so with no network too). */
function DownloadLink({ url, name }: { url: string; name: string }) {
  useSignals();
  return (
    <a className="lp-button lp-button-secondary" href={useDeviceUrl(url)} download target="_blank" rel="noopener noreferrer">
      {t("player.download")}
      <span className="lp-visually-hidden"> {name}</span>
    </a>
  );
}
