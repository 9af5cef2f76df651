import { useSignals } from "@preact/signals-react/runtime";
import { useEffect } from "react";
import { getOrganization } from "#shared/api/catalogue.ts";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { href } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import type { RootProps } from "#shared/element/tag.ts";
import figuresCss from "#shared/ui/figures/figures.css?inline";
import mediaCardCss from "#shared/ui/media-card.css?inline";
import starsCss from "#shared/ui/rating/stars.css?inline";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import cardCss from "../components/course-card.css?inline";
import type { tag } from "./organization-profile.api.ts";
import css from "./organization-profile.css?inline";
import { t } from "./organization-profile.messages.ts";
import { Profile } from "./profile.tsx";
import { canonicalPath, slugFromPath } from "./slug.ts";

export const styles = [starsCss, figuresCss, mediaCardCss, cardCss, css];

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
  const profile = useModel(
    () => resource(() => (key ? getOrganization(key) : Promise.reject(new ApiError("", 404))), { handed: `organization:${key}` }),
    [key],
  );
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
