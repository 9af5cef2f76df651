import { effect } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useRef, useState } from "react";
import { getConfig, pageOrigin } from "#shared/config/runtime.ts";
import { useModel } from "#shared/data/use-model.ts";
import type { RootProps } from "#shared/element/tag.ts";
/** The catalogue's styles for its shadow root: the course cards' and its own. */
import loadMoreCss from "#shared/lists/load-more.css?inline";
import { Button } from "#shared/ui/button.tsx";
import dialogCss from "#shared/ui/dialog/dialog.css?inline";
import { Dialog } from "#shared/ui/dialog/dialog.tsx";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import mediaCardCss from "#shared/ui/media-card.css?inline";
import starsCss from "#shared/ui/rating/stars.css?inline";
import cardCss from "../components/course-card.css?inline";
import type { tag } from "./course-catalogue.api.ts";
import catalogueCss from "./course-catalogue.css?inline";
import { t } from "./course-catalogue.messages.ts";
import { CourseCatalogueModel, NO_FILTERS, parseId } from "./course-catalogue-model.ts";
import { FilterPanel, FilterSidebar } from "./filter-panel.tsx";
import { ResultCount, Results } from "./results.tsx";
import { SearchBox } from "./search-box.tsx";
import { filtersFromSearch, writeFiltersToUrl } from "./url.ts";

export const styles = [fieldsCss, dialogCss, starsCss, mediaCardCss, loadMoreCss, cardCss, catalogueCss];

const onPlatformPage = () => {
  try {
    return new URL(getConfig().platformUrl).origin === pageOrigin();
  } catch {
    return false;
  }
};

/** The element turns an absent boolean attribute into false; absent here means "the default". */
function resolveSyncUrl(syncUrl: boolean | undefined, container: ShadowRoot | undefined): boolean {
  const given = container ? container.host.hasAttribute("sync-url") : syncUrl !== undefined;
  return given ? Boolean(syncUrl) : onPlatformPage();
}

/**
 * <lp-course-catalogue>: every published course, with search, filters and Load More.
 * Title and count; organization, category, difficulty, pricing and language filters (a sidebar that stays in
 * view after 380 px of scrolling, or a drawer behind a Filters button under 768 px of width); a
 * search that runs 400 ms after typing pauses; six placeholder cards while page 1 loads.
 */
export default function CourseCatalogue({ organizationId, syncUrl, container }: RootProps<typeof tag>) {
  useSignals();
  const preset = parseId(organizationId ?? null);
  const sync = resolveSyncUrl(syncUrl, container);
  const model = useModel(() => new CourseCatalogueModel(sync ? filtersFromSearch(location.search, preset) : { ...NO_FILTERS, organizationId: preset }), []);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const titleId = useId();

  // The address follows the filters, with the settings of the latest render.
  const urlSettings = useRef({ sync, preset });
  urlSettings.current = { sync, preset };

  useEffect(() => {
    let first = true;
    return effect(() => {
      const filters = model.filters.value;
      if (first) {
        first = false;
        return;
      }
      if (urlSettings.current.sync) writeFiltersToUrl(filters, urlSettings.current.preset);
    });
  }, [model]);

  // A new organization-id after the start selects that organization.
  const shownPreset = useRef(preset);
  useEffect(() => {
    if (shownPreset.current === preset) return;
    shownPreset.current = preset;
    model.setOrganization(preset);
  }, [preset, model]);

  const closeDrawer = () => setDrawerOpen(false);

  return (
    <section className="catalogue" aria-labelledby={titleId}>
      <header className="catalogue-head">
        <h1 id={titleId} className="catalogue-title" part="title">
          {t("course-catalogue.title")}
        </h1>
        <ResultCount model={model} />
      </header>
      <div className="catalogue-toolbar">
        <SearchBox model={model} />
        <Button variant="secondary" className="catalogue-filters-toggle" aria-haspopup="dialog" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
          {t("course-catalogue.filters")}
        </Button>
      </div>
      <div className="catalogue-layout">
        <FilterSidebar model={model} />
        <div className="catalogue-results">
          <Results model={model} />
        </div>
      </div>
      <Dialog open={drawerOpen} title={t("course-catalogue.filters")} onClose={closeDrawer}>
        {drawerOpen && (
          <div className="catalogue-drawer">
            <FilterPanel model={model} />
            <Button onClick={closeDrawer}>{t("course-catalogue.filters.show-results")}</Button>
          </div>
        )}
      </Dialog>
    </section>
  );
}
