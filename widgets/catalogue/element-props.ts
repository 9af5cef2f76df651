/**
 * The attributes of each element of the family: all defineWidget needs at definition time, so
 * defining an element loads none of its code.
 */
export const courseCatalogueProps = { organizationId: "string", syncUrl: "boolean" } as const;
export const courseDetailProps = { slug: "string", courseId: "number" } as const;
export const courseCarouselProps = {
  kind: "string",
  heading: "string",
  subheading: "string",
  autoplay: "boolean",
  breakpoints: "string",
  showErrors: "boolean",
  widthOf: "string",
} as const;
export const featuredOrganizationsProps = { heading: "string", subheading: "string", autoplay: "boolean", breakpoints: "string" } as const;
export const organizationProfileProps = { slug: "string" } as const;
