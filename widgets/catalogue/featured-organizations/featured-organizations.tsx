import { useSignals } from "@preact/signals-react/runtime";
import { useId, useMemo } from "react";
import { getOrganizations, type OrganizationListItem } from "#shared/api/catalogue.ts";
import { isUnreachable } from "#shared/api/errors.ts";
import { href } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { formatNumber, truncate } from "#shared/format/format.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { PUBLIC_SITE_BREAKPOINTS, parseBreakpoints } from "#shared/ui/carousel/breakpoints.ts";
import carouselCss from "#shared/ui/carousel/carousel.css?inline";
import { Carousel, CarouselFrame, CarouselSkeleton } from "#shared/ui/carousel/carousel.tsx";
import figuresCss from "#shared/ui/figures/figures.css?inline";
import { Figures } from "#shared/ui/figures/figures.tsx";
import { ErrorState } from "#shared/ui/states.tsx";
import { useEmptyHost } from "../components/empty-host.ts";
import { t } from "../components/listing.messages.ts";
import { ORG_NAME_LIMIT } from "../components/price.ts";
import type { tag } from "./featured-organizations.api.ts";
import featuredCss from "./featured-organizations.css?inline";

export const styles = [figuresCss, carouselCss, featuredCss];

/** One organization: logo, name (cut to 30 characters), motto, followers and reviews; one link to its profile. */
function OrganizationCard({ organization: org }: { organization: OrganizationListItem }) {
  useSignals();
  const short = truncate(org.name, ORG_NAME_LIMIT);
  return (
    <article className="org-card lp-card lp-card-lift" part="card">
      <a className="org-card-link" href={href("organization", { slug: org.slug || org.id })}>
        <Avatar src={org.logo} person={org} size={72} className="org-card-logo" />
        <h3 className="org-card-name" title={org.name}>
          {short === org.name ? (
            org.name
          ) : (
            <>
              <span aria-hidden="true">{short}</span>
              <span className="lp-visually-hidden">{org.name}</span>
            </>
          )}
        </h3>
        {org.motto && <p className="org-card-motto">{org.motto}</p>}
        <Figures
          look="plain"
          className="org-card-stats"
          items={[
            { key: "followers", label: t("catalogue.orgs.followers"), value: formatNumber(org.followers) },
            { key: "reviews", label: t("catalogue.orgs.reviews"), value: formatNumber(org.reviews) },
          ]}
        />
      </a>
    </article>
  );
}

/**
 * <lp-featured-organizations heading? subheading? autoplay? breakpoints? width-of?>: the home page's
 * featured organizations as a carousel of cards linking to their profiles. An error or an empty
 * list shows nothing at all (the element takes no room), but an API that cannot be reached is said.
 */
export default function FeaturedOrganizations({ container, heading, subheading, autoplay, breakpoints, widthOf }: RootProps<typeof tag>) {
  useSignals();
  const model = useModel(() => resource(() => getOrganizations(), { handed: "organizations:featured" }), []);
  const state = model.state.value;
  const layout = useMemo(() => parseBreakpoints(breakpoints, PUBLIC_SITE_BREAKPOINTS), [breakpoints]);
  const headingId = useId();
  const organizations = state.status === "ready" ? state.data.data : [];
  // Silent on an error, as the home page wants, except an API that cannot be reached: an embedding
  // site must see why its page shows no organizations.
  const unreachable = state.status === "error" && isUnreachable(state.error);
  const nothing = (state.status === "error" && !unreachable) || (state.status === "ready" && organizations.length === 0);
  useEmptyHost(container, nothing);
  if (nothing) return null;

  const header = (
    <>
      <h2 id={headingId} className="carousel-title">
        {heading ?? t("catalogue.orgs.title")}
      </h2>
      {subheading && <p className="carousel-subtitle">{subheading}</p>}
    </>
  );

  if (state.status !== "ready")
    return (
      <CarouselFrame labelledBy={headingId} header={header}>
        {unreachable ? <ErrorState message={tc("common.unreachable")} onRetry={model.retry} /> : <CarouselSkeleton />}
      </CarouselFrame>
    );

  return (
    <Carousel labelledBy={headingId} header={header} breakpoints={layout} widthOf={widthOf === "window" ? "window" : "carousel"} autoplay={autoplay}>
      {organizations.map((organization) => (
        <OrganizationCard key={organization.id} organization={organization} />
      ))}
    </Carousel>
  );
}
