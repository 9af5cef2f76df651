import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import type { CourseDetail } from "#shared/api/catalogue.ts";
import { href } from "#shared/config/runtime.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { formatDuration, formatNumber, formatOneDecimal } from "#shared/format/format.ts";
import { introVideo, watchUrl } from "#shared/html/video-source.ts";
import { difficultyLabel } from "#shared/ui/difficulty.ts";
import { Figures } from "#shared/ui/figures/figures.tsx";
import { StarDisplay } from "#shared/ui/rating/stars.tsx";
import { ShareButtons } from "#shared/ui/share/share-buttons.tsx";
import { useLowData } from "#shared/ui/use-low-data.ts";
import { useOnDemand } from "#shared/ui/use-on-demand.ts";
import { countFigures } from "./counts.ts";
import { t } from "./course-detail.messages.ts";
import { VideoSiteLink } from "./video-link.tsx";

/** The course page's own address, absolute, as it is shared. */
const courseUrl = (slug: string) => new URL(href("course", { slug }), document.baseURI).href;

/**
 * The intro video's code and styles arrive only for a course that has one. Until they are here the
 * rest of the page is already shown, with a 16:9 box where the player will be, so nothing moves
 * when it comes; if they cannot be fetched, the video is offered as a link instead.
 */
const heroVideoCode = onDemand(() => import("./hero-video.tsx"));

/** The player once its code is here; the cover in its place meanwhile; the link when the code cannot be fetched. */
function HeroVideo(props: { url: string | null; title: string; poster: string | null; container?: ShadowRoot }) {
  useSignals();
  const player = useOnDemand(heroVideoCode, () => t("catalogue.detail.video.watch"));
  // Once, when the course shows its video: a failure shows the link, and asking again would loop.
  useEffect(() => player.bring(undefined, { quiet: true }), []);
  if (player.failed)
    return (
      <>
        <Cover image={props.poster} />
        <VideoLink {...props} />
      </>
    );
  if (!player.code) return <VideoPlaceholder poster={props.poster} />;
  return <player.code.HeroVideo {...props} />;
}

/** Holds the player's place, showing the cover, while its code arrives. */
function VideoPlaceholder({ poster }: { poster: string | null }) {
  return (
    <div className="cd-video" data-pending="" aria-hidden="true">
      {poster ? <Cover image={poster} /> : <div className="cd-video-pending" />}
    </div>
  );
}

function Cover({ image }: { image: string | null }) {
  return image ? <img className="cd-image" src={image} alt="" width="960" height="540" decoding="async" fetchPriority="high" /> : null;
}

/** What the page offers when the player's code could not be fetched: the video on its own site. */
function VideoLink({ url }: { url: string | null; title: string; container?: ShadowRoot }) {
  const video = introVideo(url);
  return video ? <VideoSiteLink href={watchUrl(video)} /> : null;
}

/**
 * What a learner decides on, first: where we are, what the course is, how it is rated and its key
 * facts (how long, how hard, how many lessons, a certificate at the end).
 */
export function CourseHeading({ course }: { course: CourseDetail }) {
  useSignals();
  const facts = [
    { key: "duration", label: t("catalogue.detail.duration"), value: formatDuration(course.duration) },
    { key: "difficulty", label: t("catalogue.detail.difficulty"), value: difficultyLabel(course.difficulty_level) },
    ...(course.language === "fr" || course.language === "en"
      ? [{ key: "language", label: t("catalogue.detail.language"), value: t(`catalogue.detail.language.${course.language}`) }]
      : []),
    ...countFigures([["catalogue.detail.lessons", course.lessons_count]]),
    {
      key: "certificate",
      label: t("catalogue.detail.certificate"),
      value: t(course.has_certificate === false ? "catalogue.detail.no" : "catalogue.detail.yes"),
    },
  ];
  return (
    <header className="cd-hero" part="hero">
      <nav className="cd-breadcrumb" aria-label={t("catalogue.detail.breadcrumb")}>
        <ol>
          <li>
            <a href={href("home")}>{t("catalogue.detail.home")}</a>
          </li>
          <li>
            <a href={href("courses")}>{t("catalogue.detail.courses")}</a>
          </li>
          <li>
            <span aria-current="page">{course.title}</span>
          </li>
        </ol>
      </nav>
      {(course.category || course.field) && (
        <ul className="cd-tags" aria-label={t("catalogue.detail.tags")}>
          {course.category && <li className="cd-tag cd-tag-category">{course.category.name}</li>}
          {course.field && <li className="cd-tag cd-tag-field">{course.field.name}</li>}
        </ul>
      )}
      <h1 className="cd-title">{course.title}</h1>
      {course.sub_title && <p className="cd-subtitle-text">{course.sub_title}</p>}
      <div className="cd-hero-facts">
        {course.reviews_count > 0 ? (
          <p className="cd-rating">
            <span className="cd-score">{formatOneDecimal(course.avg_rating)}</span> <StarDisplay rating={course.avg_rating} />{" "}
            <span>{t.plural("catalogue.detail.reviews-count", course.reviews_count, { count: formatNumber(course.reviews_count) })}</span>
          </p>
        ) : (
          <p className="cd-rating cd-muted">{t("catalogue.detail.no-reviews-yet")}</p>
        )}
        <Figures look="inline" className="cd-hero-stats" label={t("catalogue.detail.at-a-glance")} items={facts} />
      </div>
    </header>
  );
}

/** One media block: the intro video with the course's cover as its poster, or the cover alone; then the share buttons. */
export function CourseMedia({ course, container }: { course: CourseDetail; container?: ShadowRoot }) {
  useSignals();
  // In low-data mode the listing's smaller picture, where there is one.
  const image = useLowData() ? (course.image_medium ?? course.image) : (course.image ?? course.image_medium);
  const video = introVideo(course.intro_video);
  return (
    <div className="cd-media" part="media">
      {video && video.kind !== "link" ? (
        <HeroVideo url={course.intro_video} title={course.title} poster={image} container={container} />
      ) : (
        <>
          <Cover image={image} />
          {video && <VideoSiteLink href={watchUrl(video)} />}
        </>
      )}
      <ShareButtons url={courseUrl(course.slug)} title={course.title} label={t("catalogue.detail.share.heading")} />
    </div>
  );
}
