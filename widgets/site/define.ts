import { defineWidget } from "../../shared/element/define-widget.tsx";
import { startPage } from "../../shared/element/start-page.ts";
import css from "./site.css?inline";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** The site family: the platform's header and footer, for the host site and partner pages alike. */
startPage();
defineWidget("lp-site-header", SiteHeader, { props: {}, css });
defineWidget("lp-site-footer", SiteFooter, { props: {}, css });

declare global {
  interface HTMLElementTagNameMap {
    "lp-site-header": HTMLElement;
    "lp-site-footer": HTMLElement;
  }
}
