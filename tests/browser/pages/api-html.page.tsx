/** A page with one test widget that renders API HTML through <SafeHtml>, like every real widget does. */
import "./page-setup.ts";
import { defineWidget, type WidgetProps } from "../../../shared/element/define-widget.tsx";
import { SafeHtml } from "../../../shared/html/safe-html.tsx";

function ApiHtml({ html }: WidgetProps & { html?: string }) {
  return <SafeHtml html={html} className="api-html" />;
}

defineWidget("lp-test-api-html", ApiHtml, { props: { html: "string" } });
window.lpPage!.ready = true;
