/** A page with the <SafeHtml> test widget defined. */
import "./page-setup.ts";
import "../fixtures/api-html.tsx";

window.lpPage!.ready = true;
