import { useSignals } from "@preact/signals-react/runtime";
import { useRef } from "react";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { locale } from "#shared/i18n/locale.ts";
import { useInWidgetAnchors } from "#shared/ui/anchors.ts";
import copyBoxCss from "#shared/ui/copy/copy-box.css?inline";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { ErrorState } from "#shared/ui/states.tsx";
import { getTags, type TagDoc } from "./manifest.ts";
import { readSamples, type Samples, sampleAttributes } from "./samples.ts";
import { TagCard } from "./tag-card.tsx";
import type { tag } from "./widget-gallery.api.ts";
import css from "./widget-gallery.css?inline";
import { t } from "./widget-gallery.messages.ts";

export const styles = [fieldsCss, copyBoxCss, css];

const FAMILY_NAMES = {
  auth: "gallery.family.auth",
  catalogue: "gallery.family.catalogue",
  certificates: "gallery.family.certificates",
  "course-player": "gallery.family.course-player",
  dashboard: "gallery.family.dashboard",
  exams: "gallery.family.exams",
  site: "gallery.family.site",
} as const;

/** A family's name for readers; a family the gallery does not know yet goes by its folder's name. */
const familyName = (family: string) => (family in FAMILY_NAMES ? t(FAMILY_NAMES[family as keyof typeof FAMILY_NAMES]) : family);

/**
 * <lp-widget-gallery>: every tag of the platform, read from the widgets' manifest in the reader's
 * language, each live with its attributes to try, its embed code, events, parts and custom
 * properties. It is what a partner reads to embed us, and it stays true because the build writes
 * the manifest from the tags' own declarations.
 */
export default function WidgetGallery(_: RootProps<typeof tag>) {
  useSignals();
  const lang = locale.value;
  const tags = useModel(() => resource((signal) => getTags(lang, signal)), [lang]);
  const samples = useModel(() => resource(() => readSamples()), []);
  const listed = tags.state.value;
  const found = samples.state.value;

  return (
    <article className="gallery" aria-labelledby="gallery-title">
      <h1 id="gallery-title" className="gallery-title">
        {t("gallery.title")}
      </h1>
      <p className="gallery-intro">{t("gallery.intro")}</p>
      <p className="gallery-intro">{t("gallery.learner-note")}</p>
      {listed.status === "error" ? (
        <ErrorState message={t("gallery.error")} onRetry={tags.retry} />
      ) : listed.status === "loading" || found.status === "loading" ? (
        <div aria-busy="true">
          <Skeleton count={3} height={240} />
        </div>
      ) : (
        <Tags tags={listed.data} samples={found.status === "ready" ? found.data : {}} />
      )}
    </article>
  );
}

function Tags({ tags, samples }: { tags: TagDoc[]; samples: Samples }) {
  useSignals();
  const page = useRef<HTMLDivElement>(null);
  useInWidgetAnchors(page);
  const families = [...new Set(tags.map((doc) => doc.family))];
  return (
    <div ref={page} className="gallery-body">
      <nav className="gallery-index lp-card" aria-labelledby="gallery-index" part="index">
        <h2 id="gallery-index" className="gallery-index-title">
          {t("gallery.index", { count: tags.length })}
        </h2>
        {families.map((family) => (
          <div key={family} className="gallery-index-family">
            <p className="gallery-label">{familyName(family)}</p>
            <ul>
              {tags
                .filter((doc) => doc.family === family)
                .map((doc) => (
                  <li key={doc.tag}>
                    <a href={`#${doc.tag}`}>
                      <code>{doc.tag}</code>
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      {families.map((family) => (
        <section key={family} className="gallery-family" aria-labelledby={`family-${family}`}>
          <h2 id={`family-${family}`} className="gallery-family-title">
            {familyName(family)}
          </h2>
          {tags
            .filter((doc) => doc.family === family)
            .map((doc) => (
              <TagCard key={doc.tag} doc={doc} initial={sampleAttributes(doc.tag, samples)} />
            ))}
        </section>
      ))}
    </div>
  );
}
