import { useEffect, useId, useRef, useState } from "react";
import { effect } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { getConfig, pageOrigin } from "../../shared/config/runtime.ts";
import type { WidgetProps } from "../../shared/element/define-widget.tsx";
import { Button } from "../../shared/ui/button.tsx";
import { Dialog } from "../../shared/ui/dialog.tsx";
import { FilterPanel, FilterSidebar } from "./catalogue/filter-panel.tsx";
import { NO_FILTERS, createCatalogueModel, parseId } from "./catalogue/model.ts";
import { ResultCount, Results } from "./catalogue/results.tsx";
import { SearchBox } from "./catalogue/search-box.tsx";
import { filtersFromSearch, writeFiltersToUrl } from "./catalogue/url.ts";
import cardCss from "./components/course-card.css?inline";
import catalogueCss from "./course-catalogue.css?inline";
import { t } from "./course-catalogue.messages.ts";

/** The catalogue's styles for its shadow root: the course cards' and its own. */
export const courseCatalogueCss = [cardCss, catalogueCss].join("\n");

export interface CourseCatalogueProps extends WidgetProps {
  /** Presets the organization filter (attribute `organization-id`). */
  organizationId?: string;
  /**
   * Keeps the filters in the page address (attribute `sync-url`). Without the attribute: on on the
   * platform's own pages, off on other sites, whose address is not the catalogue's to change.
   */
  syncUrl?: boolean;
}

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
 * Title and count; organization, category, difficulty and pricing filters (a sidebar that stays in
 * view after 380 px of scrolling, or a drawer behind a Filters button under 768 px of width); a
 * search that runs 400 ms after typing pauses; six placeholder cards while page 1 loads.
 */
export function CourseCatalogue({ organizationId, syncUrl, container }: CourseCatalogueProps) {
  useSignals();
  const preset = parseId(organizationId ?? null);
  const sync = resolveSyncUrl(syncUrl, container);
  const [model] = useState(() => createCatalogueModel(sync ? filtersFromSearch(location.search, preset) : { ...NO_FILTERS, organizationId: preset }));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const titleId = useId();

  // The address follows the filters, with the settings of the latest render.
  const urlSettings = useRef({ sync, preset });
  urlSettings.current = { sync, preset };

  useEffect(() => {
    model.start();
    let first = true;
    const stopSync = effect(() => {
      const filters = model.filters.value;
      if (first) {
        first = false;
        return;
      }
      if (urlSettings.current.sync) writeFiltersToUrl(filters, urlSettings.current.preset);
    });
    return () => {
      stopSync();
      model.dispose();
    };
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
        <h2 id={titleId} className="catalogue-title" part="title">
          {t("course-catalogue.title")}
        </h2>
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
