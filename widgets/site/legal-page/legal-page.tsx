import { useSignals } from "@preact/signals-react/runtime";
import { Fragment, useRef } from "react";
import { getConfig } from "#shared/config/runtime.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { formatDate } from "#shared/format/format.ts";
import { useInWidgetAnchors } from "#shared/ui/anchors.ts";
import breadcrumbCss from "../components/breadcrumb.css?inline";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import type { tag } from "./legal-page.api.ts";
import css from "./legal-page.css?inline";
import { t } from "./legal-page.messages.ts";

export const styles = [breadcrumbCss, css];

/** Each document: when it last changed, and how many sections it has (their words are in the catalogue). */
const DOCUMENTS = {
  privacy: { updated: "2025-06-14", sections: 10 },
  terms: { updated: "2025-06-14", sections: 13 },
} as const;
type Document = keyof typeof DOCUMENTS;

const isDocument = (name: string | undefined): name is Document => name === "privacy" || name === "terms";

/** <lp-legal-page document="privacy|terms">: the document, its date, its contents, a Home breadcrumb. */
export default function LegalPage({ document: name }: RootProps<typeof tag>) {
  useSignals();
  const page = useRef<HTMLElement>(null);
  useInWidgetAnchors(page);
  if (!isDocument(name))
    return (
      <p className="legal-unknown" role="status">
        {t("legal.unknown")}
      </p>
    );
  const doc = DOCUMENTS[name];
  const email = getConfig().support.email;
  const numbers = Array.from({ length: doc.sections }, (_, i) => i + 1);
  const key = (n: number, part: "title" | "body") => `legal.${name}.${n}.${part}` as Parameters<typeof t>[0];
  return (
    <article ref={page} className="legal" aria-labelledby="legal-title">
      <Breadcrumb current={t(`legal.${name}.title`)} />
      <h1 id="legal-title" className="legal-title">
        {t(`legal.${name}.title`)}
      </h1>
      <p className="legal-updated">{t("legal.updated", { date: formatDate(doc.updated) })}</p>
      <p className="legal-intro">{t(`legal.${name}.intro`)}</p>
      <nav className="legal-contents lp-card" aria-labelledby="legal-contents" part="contents">
        <h2 id="legal-contents" className="legal-contents-title">
          {t("legal.contents")}
        </h2>
        <ol>
          {numbers.map((n) => (
            <li key={n}>
              <a href={`#section-${n}`}>{t(key(n, "title"))}</a>
            </li>
          ))}
        </ol>
      </nav>
      {numbers.map((n) => (
        <section key={n} id={`section-${n}`} className="legal-section" aria-labelledby={`section-${n}-title`} part="section">
          <h2 id={`section-${n}-title`}>{t(key(n, "title"))}</h2>
          {t(key(n, "body"), { email })
            .split("\n\n")
            .map((paragraph) => (
              <p key={paragraph}>
                {paragraph.split(email).map((piece, i) => (
                  <Fragment key={`${i}-${piece}`}>
                    {i > 0 && <a href={`mailto:${email}`}>{email}</a>}
                    {piece}
                  </Fragment>
                ))}
              </p>
            ))}
        </section>
      ))}
    </article>
  );
}
