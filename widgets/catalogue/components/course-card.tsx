import { useSignals } from "@preact/signals-react/runtime";
import { href } from "#shared/config/runtime.ts";
import { formatMoney, formatNumber, formatOneDecimal, truncate } from "#shared/format/format.ts";
import { difficultyLabel } from "#shared/ui/difficulty.ts";
import { LanguageBadge } from "#shared/ui/language-badge.tsx";
import { StarDisplay } from "#shared/ui/rating/stars.tsx";
import { t } from "./card.messages.ts";
import { ORG_NAME_LIMIT, priceDisplay, showsRating, staffOnly } from "./price.ts";

/** How many cards of a list the first screen shows at most (four in a row on a wide screen). */
export const FIRST_SCREEN_CARDS = 4;

/**
 * What a card shows of a course: a list's summary has all of it; an organization's featured
 * courses give less (no picture, no size), and a few words about the course instead.
 */
export interface CardCourse {
  slug: string;
  title: string;
  pricing: string;
  /** "bulk": a course an organization buys for its staff, which the card says instead of a price. */
  pricing_model?: string;
  price: number;
  sale_price: number;
  reviews_count: number;
  avg_rating: number;
  image_medium?: string | null;
  /** The line above the title: the course's category (or its field). */
  category?: { name: string } | null;
  organization?: { name: string } | null;
  modules_count?: number;
  lessons_count?: number;
  difficulty_level?: string;
  has_enrolled?: boolean;
  percentage_completed?: number;
  /** A few words about the course, under its title. */
  summary?: string | null;
  /** The language the course is taught in (en or fr), beyond the contract: absent, the card says nothing of it. */
  language?: string | null;
}

const TAUGHT_IN = ["en", "fr"] as const;
type TaughtIn = (typeof TAUGHT_IN)[number];

/** The course's language when it is one the card can name; anything else is left unsaid rather than shown raw. */
export function taughtIn(language: string | null | undefined): TaughtIn | null {
  const code = language?.trim().toLowerCase();
  return (TAUGHT_IN as readonly (string | undefined)[]).includes(code) ? (code as TaughtIn) : null;
}

/**
 * One course, as every list shows it. The whole card is one real link to the course page from the
 * configured route, so on a partner site it opens the platform's page. The first cards of a page
 * are `eager`: their pictures are what the first screen shows (its largest paint), so they load at
 * once rather than when the browser has laid the page out.
 */
export function CourseCard({ course, eager = false }: { course: CardCourse; eager?: boolean }) {
  useSignals();
  const price = priceDisplay(course);
  const language = taughtIn(course.language);
  const link = course.has_enrolled ? href("learnCourse", { slug: course.slug }) : href("course", { slug: course.slug });
  return (
    <article className="course-card media-card lp-card lp-card-lift" part="card">
      <a className="media-card-link" href={link}>
        {course.image_medium ? (
          <img
            className="media-card-image"
            src={course.image_medium}
            alt=""
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            decoding="async"
            width="320"
            height="180"
          />
        ) : (
          <div className="media-card-image" aria-hidden="true" />
        )}
        <div className="media-card-body">
          {course.category && <p className="media-card-category">{course.category.name}</p>}
          <h3 className="media-card-title course-card-title">{course.title}</h3>
          {language && <LanguageBadge code={language} label={t(`catalogue.card.taught-in.${language}`)} />}
          {course.organization && (
            <p className="media-card-note" title={course.organization.name}>
              {truncate(course.organization.name, ORG_NAME_LIMIT)}
            </p>
          )}
          {course.summary && <p className="media-card-note course-card-summary">{course.summary}</p>}
          {showsRating(course.reviews_count) ? (
            <p className="course-card-rating">
              <span className="course-card-score">{formatOneDecimal(course.avg_rating)}</span> <StarDisplay rating={course.avg_rating} />{" "}
              <span>{t.plural("catalogue.card.reviews", course.reviews_count, { count: formatNumber(course.reviews_count) })}</span>
            </p>
          ) : (
            course.modules_count !== undefined &&
            course.lessons_count !== undefined && (
              // One text, not four: the light flavour hydrates the server's single text node as
              // several, which moves a glyph by a fraction of a pixel.
              <p className="media-card-note">
                {`${t.plural("catalogue.card.modules", course.modules_count, { count: formatNumber(course.modules_count) })} · ${t.plural("catalogue.card.lessons", course.lessons_count, { count: formatNumber(course.lessons_count) })}`}
              </p>
            )
          )}
          {course.difficulty_level && <p className="media-card-note">{difficultyLabel(course.difficulty_level)}</p>}
          {course.has_enrolled ? (
            <div className="course-card-progress">
              <progress
                max={100}
                value={course.percentage_completed ?? 0}
                aria-label={t("catalogue.card.progress", { percent: course.percentage_completed ?? 0 })}
              />
              <span>{t("catalogue.card.progress", { percent: course.percentage_completed ?? 0 })}</span>
            </div>
          ) : (
            <p className="course-card-price">
              {staffOnly(course) ? (
                // No price: the learner cannot pay for it, and finds out here rather than after Enroll Now.
                <strong className="course-card-tag">{t("catalogue.card.staff-only")}</strong>
              ) : price.free ? (
                <strong>{t("catalogue.card.free")}</strong>
              ) : (
                <>
                  <strong aria-label={t("catalogue.card.price", { price: formatMoney(price.pay) })}>{formatMoney(price.pay)}</strong>
                  {price.original !== null && (
                    <s aria-label={t("catalogue.card.original-price", { price: formatMoney(price.original) })}>{formatMoney(price.original)}</s>
                  )}
                </>
              )}
            </p>
          )}
        </div>
      </a>
    </article>
  );
}
