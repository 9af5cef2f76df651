import { useId, useMemo } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { getOrganizations, type OrganizationListItem } from "../../shared/api/catalogue.ts";
import { href } from "../../shared/config/runtime.ts";
import type { WidgetProps } from "../../shared/element/define-widget.tsx";
import { formatNumber, truncate } from "../../shared/format/format.ts";
import { PUBLIC_SITE_BREAKPOINTS, parseBreakpoints } from "./carousel/breakpoints.ts";
import { t } from "./carousel/carousel.messages.ts";
import { Carousel, CarouselFrame, CarouselSkeleton } from "./carousel/carousel.tsx";
import { useLoad } from "../../shared/ui/use-load.ts";
import { useEmptyHost } from "./carousel/empty-host.ts";
import { Avatar } from "./components/avatar.tsx";
import { ORG_NAME_LIMIT } from "./components/price.ts";
import carouselCss from "./carousel/carousel.css?inline";
import featuredCss from "./featured-organizations.css?inline";

export const featuredOrganizationsCss = [carouselCss, featuredCss].join("\n");
export { featuredOrganizationsProps } from "./element-props.ts";

export interface FeaturedOrganizationsProps extends WidgetProps {
  heading?: string;
  subheading?: string;
  autoplay?: boolean;
  /** Items per view by width; default the public site's 4/3/2/1 at 1654/1200/768. */
  breakpoints?: string;
}

/** One organization: logo, name (cut to 30 characters), motto, followers and reviews; one link to its profile. */
function OrganizationCard({ organization: org }: { organization: OrganizationListItem }) {
  useSignals();
  const short = truncate(org.name, ORG_NAME_LIMIT);
  return (
    <article className="org-card" part="card">
      <a className="org-card-link" href={href("organization", { slug: org.slug || org.id })}>
        <Avatar src={org.logo} name={org.name} size={72} className="org-card-logo" initialsClassName="org-card-initials" />
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
        <dl className="org-card-stats">
          <div>
            <dt>{t("catalogue.orgs.followers")}</dt>
            <dd>{formatNumber(org.followers)}</dd>
          </div>
          <div>
            <dt>{t("catalogue.orgs.reviews")}</dt>
            <dd>{formatNumber(org.reviews)}</dd>
          </div>
        </dl>
      </a>
    </article>
  );
}

/**
 * <lp-featured-organizations heading? subheading? autoplay? breakpoints?>: the home page's
 * featured organizations as a carousel of cards linking to their profiles. An error or an empty
 * list shows nothing at all (the element takes no room).
 */
export function FeaturedOrganizations({ container, heading, subheading, autoplay, breakpoints }: FeaturedOrganizationsProps) {
  useSignals();
  const [state] = useLoad(() => getOrganizations(), []);
  const layout = useMemo(() => parseBreakpoints(breakpoints, PUBLIC_SITE_BREAKPOINTS), [breakpoints]);
  const headingId = useId();
  const organizations = state.status === "ready" ? state.data.data : [];
  const nothing = state.status === "error" || (state.status === "ready" && organizations.length === 0);
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

  if (state.status === "loading")
    return (
      <CarouselFrame labelledBy={headingId} header={header}>
        <CarouselSkeleton />
      </CarouselFrame>
    );

  return (
    <Carousel labelledBy={headingId} header={header} breakpoints={layout} autoplay={autoplay}>
      {organizations.map((organization) => (
        <OrganizationCard key={organization.id} organization={organization} />
      ))}
    </Carousel>
  );
}
