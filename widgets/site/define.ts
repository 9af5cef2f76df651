import { defineFamily } from "#shared/element/define-widget.tsx";
import { tag as siteFooter } from "./site-footer/site-footer.api.ts";
import { tag as siteHeader } from "./site-header/site-header.api.ts";

/** The site family: the platform's header and footer, for the host site and partner pages alike. Each tag's code loads with the first element of its kind on the page. */
defineFamily([
  [siteHeader, () => import("./site-header/site-header.tsx")],
  [siteFooter, () => import("./site-footer/site-footer.tsx")],
]);
