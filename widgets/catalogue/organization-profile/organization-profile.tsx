import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { getOrganization, type OrganizationProfile as Organization, postFollow } from "#shared/api/catalogue/catalogue.ts";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { isSignedIn, signInUrl } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "#shared/config/config.ts";
import { href } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { LpFollowChangeEvent } from "#shared/element/events/events.ts";
import { useEmit } from "#shared/element/events/use-emit.ts";
import { usePageTitle } from "#shared/element/page-document.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { formatMoney, formatNumber, formatOneDecimal, truncate } from "#shared/format/format.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import { webLink } from "#shared/html/web-link.ts";
import figuresCss from "#shared/ui/figures/figures.css?inline";
import { Figures } from "#shared/ui/figures/figures.tsx";
import { Since } from "#shared/ui/labels/since.tsx";
import starsCss from "#shared/ui/rating/stars.css?inline";
import { StarDisplay } from "#shared/ui/rating/stars.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { priceDisplay } from "../components/price.ts";
import { type FollowState, settled, toggled } from "./follow.ts";
import type { tag } from "./organization-profile.api.ts";
import css from "./organization-profile.css?inline";
import { t } from "./organization-profile.messages.ts";
import { canonicalPath, slugFromPath } from "./slug.ts";

export const styles = [starsCss, figuresCss, css];

/** Featured course descriptions are cut to 120 characters. */
const DESCRIPTION_LIMIT = 120;
export const DEFAULT_OPENING_HOURS = "Mon-Fri: 8AM-6PM GMT+1";

const looksLikeHtml = (text: string) => /<\/?[a-z][\w-]*[^>]*>/i.test(text);

/** Text from the API: sanitised HTML when it is HTML, paragraphs when it is plain text. */
function RichText({ text, className }: { text: string; className?: string }) {
  if (looksLikeHtml(text)) return <SafeHtml html={text} className={className} />;
  return (
    <div className={className}>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i}>{p.trim()}</p>
        ))}
    </div>
  );
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={["org-section", className].filter(Boolean).join(" ")} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * <lp-organization-profile slug?>: an organization's public profile: header and stats with the
 * Follow button, About Us, Featured Courses, Why Choose, testimonials, contact information when
 * the organization shows it, and Browse All Courses. Reached by an old slug or an id, the page's
 * address is replaced by the canonical one.
 */
export default function OrganizationProfile({ slug: attribute }: RootProps<typeof tag>) {
  useSignals();
  const fromAttribute = attribute?.trim() || null;
  const key = fromAttribute ?? slugFromPath(location.pathname);
  const profile = useModel(() => resource(() => (key ? getOrganization(key) : Promise.reject(new ApiError("", 404)))), [key]);
  const state = profile.state.value;
  const retry = profile.retry;

  useEffect(() => {
    if (state.status !== "ready" || fromAttribute) return;
    const next = canonicalPath(location.pathname, state.data.canonical_slug);
    if (next) history.replaceState(history.state, "", next + location.search + location.hash);
  }, [state, fromAttribute]);

  if (state.status === "loading")
    return (
      <div className="org" aria-busy="true">
        <Skeleton count={5} height={28} />
      </div>
    );
  if (state.status === "error") {
    const notFound = state.error instanceof ApiError && state.error.status === 404;
    return (
      <div className="org">
        {notFound ? (
          <EmptyState title={t("catalogue.org.not-found")}>
            <a className="lp-button lp-button-primary" href={href("courses")} part="button">
              {t("catalogue.org.browse-all")}
            </a>
          </EmptyState>
        ) : (
          <ErrorState message={readableError(state.error, t("catalogue.org.load-failed"))} onRetry={retry} />
        )}
      </div>
    );
  }
  return <Profile key={state.data.data.id} organization={state.data.data} />;
}

function Profile({ organization: org }: { organization: Organization }) {
  useSignals();
  const titleId = useId();
  usePageTitle(org.name);
  const [follow, setFollow] = useState<FollowState>({ following: org.following, followers: org.followers });
  const [shown, setShown] = useState(org);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const emit = useEmit();

  // A fresh answer from the server (another session, a retry) replaces the local state.
  if (shown !== org) {
    setShown(org);
    setFollow({ following: org.following, followers: org.followers });
  }

  async function onFollow() {
    if (!isSignedIn.value) return navigation.go(signInUrl());
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const before = follow;
    setFollow(toggled(before));
    try {
      const answer = await postFollow(org.id);
      const after = settled(before, answer.following);
      setFollow(after);
      emit(new LpFollowChangeEvent({ organizationId: org.id, following: after.following }));
      toast(answer.message || t(after.following ? "catalogue.org.follow.success" : "catalogue.org.unfollow.success"), "success");
    } catch (error) {
      setFollow(before);
      toast(readableError(error, t("catalogue.org.follow.failed")), "error");
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const place = [org.address, org.city, org.state, org.country].filter((part) => part?.trim()).join(", ");
  const socials = (Object.entries(SOCIAL_NETWORKS) as [SocialNetwork, string][])
    .map(([network, label]) => ({ network, label, url: webLink(org.social_links?.[network]) }))
    .filter((s) => s.url);
  const hours = org.opening_hours?.trim() || DEFAULT_OPENING_HOURS;

  return (
    <article className="org" aria-labelledby={titleId}>
      <header className="org-header" part="header">
        {org.logo ? (
          <img className="org-logo" src={org.logo} alt="" width="96" height="96" decoding="async" />
        ) : (
          <span className="org-logo org-logo-empty" aria-hidden="true" />
        )}
        <div className="org-identity">
          <h1 id={titleId} className="org-name">
            {org.name}
          </h1>
          {org.motto && <p className="org-motto">{org.motto}</p>}
        </div>
        <button
          type="button"
          className={`lp-button ${follow.following ? "lp-button-secondary" : "lp-button-primary"} org-follow`}
          aria-pressed={follow.following}
          aria-busy={busy || undefined}
          onClick={onFollow}
          part="button"
        >
          {follow.following ? t("catalogue.org.following") : t("catalogue.org.follow")}
        </button>
      </header>

      <Figures
        className="org-stats"
        label={t("catalogue.org.stats")}
        items={[
          { key: "followers", label: t("catalogue.org.followers"), value: formatNumber(follow.followers) },
          { key: "reviews", label: t("catalogue.org.reviews"), value: formatNumber(org.reviews_count) },
          { key: "rating", label: t("catalogue.org.avg-rating"), value: formatOneDecimal(org.average_rating) },
          { key: "courses", label: t("catalogue.org.courses"), value: formatNumber(org.courses_count) },
          { key: "exams", label: t("catalogue.org.exams"), value: formatNumber(org.exams_count) },
        ]}
      />

      <div className="org-body">
        <div className="org-main">
          <Section title={t("catalogue.org.about")} className="org-about">
            {org.about && <RichText text={org.about} className="org-text" />}
            {(org.industry || place) && (
              <dl className="org-facts">
                {org.industry && (
                  <div>
                    <dt>{t("catalogue.org.industry")}</dt>
                    <dd>{org.industry}</dd>
                  </div>
                )}
                {place && (
                  <div>
                    <dt>{t("catalogue.org.address")}</dt>
                    <dd>{place}</dd>
                  </div>
                )}
              </dl>
            )}
          </Section>

          {org.featured_courses.length > 0 && (
            <Section title={t("catalogue.org.featured")} className="org-featured">
              <ul className="org-courses">
                {org.featured_courses.map((course) => {
                  const price = priceDisplay(course);
                  return (
                    <li key={course.id}>
                      <article className="org-course lp-card" part="card">
                        <h3 className="org-course-title">
                          <a href={href("course", { slug: course.slug })}>{course.title}</a>
                        </h3>
                        {course.field && <p className="org-course-field">{course.field}</p>}
                        {course.description && <p className="org-course-description">{truncate(course.description, DESCRIPTION_LIMIT)}</p>}
                        <div className="org-course-foot">
                          {course.reviews_count > 0 && (
                            <p className="org-course-rating">
                              <span className="org-course-score">{formatOneDecimal(course.avg_rating)}</span> <StarDisplay rating={course.avg_rating} />{" "}
                              <span>{t.plural("catalogue.org.course-reviews", course.reviews_count, { count: formatNumber(course.reviews_count) })}</span>
                            </p>
                          )}
                          <p className="org-course-price">
                            {price.free ? (
                              <strong>{t("catalogue.org.free")}</strong>
                            ) : (
                              <>
                                <strong>{formatMoney(price.pay)}</strong>
                                {price.original !== null && <s>{formatMoney(price.original)}</s>}
                              </>
                            )}
                          </p>
                        </div>
                      </article>
                    </li>
                  );
                })}
              </ul>
            </Section>
          )}

          {org.why_choose_us && (
            <Section title={t("catalogue.org.why", { name: org.name })} className="org-why">
              <RichText text={org.why_choose_us} className="org-text" />
            </Section>
          )}

          {org.testimonials.length > 0 && (
            <Section title={t("catalogue.org.testimonials")} className="org-testimonials">
              <ul className="org-quotes">
                {org.testimonials.map((review, i) => (
                  <li key={i}>
                    <figure className="org-quote">
                      <blockquote>
                        <p>{review.review}</p>
                      </blockquote>
                      <figcaption>
                        {review.user.profile ? (
                          <img className="org-quote-avatar" src={review.user.profile} alt="" width="40" height="40" loading="lazy" decoding="async" />
                        ) : (
                          <span className="org-quote-avatar" aria-hidden="true" />
                        )}
                        <span className="org-quote-name">{review.user.name}</span>
                        <Since at={review.created_at} words={review.since} className="org-quote-since" />
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>

        <aside className="org-aside">
          {org.show_contact_info && (
            <Section title={t("catalogue.org.contact")} className="org-contact">
              <dl className="org-facts">
                {org.email && (
                  <div>
                    <dt>{t("catalogue.org.email")}</dt>
                    <dd>
                      <a href={`mailto:${org.email}`}>{org.email}</a>
                    </dd>
                  </div>
                )}
                {org.phone && (
                  <div>
                    <dt>{t("catalogue.org.phone")}</dt>
                    <dd>
                      <a href={`tel:${org.phone.replace(/[^\d+]/g, "")}`}>{org.phone}</a>
                    </dd>
                  </div>
                )}
                <div>
                  <dt>{t("catalogue.org.hours")}</dt>
                  <dd>{hours}</dd>
                </div>
              </dl>
              {socials.length > 0 && (
                <ul className="org-socials" aria-label={t("catalogue.org.social")}>
                  {socials.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url!}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t("catalogue.org.social-link", { name: org.name, network: s.label })}
                      >
                        {s.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          )}

          <section className="org-cta" aria-label={t("catalogue.org.browse-all")}>
            <p>{t("catalogue.org.cta", { name: org.name })}</p>
            <a className="lp-button lp-button-primary" href={href("courses", {}, { organization_id: String(org.id) })} part="button">
              {t("catalogue.org.browse-all")}
            </a>
          </section>
        </aside>
      </div>
    </article>
  );
}
