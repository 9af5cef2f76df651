import { useSignals } from "@preact/signals-react/runtime";
import { memo, useEffect, useId, useState } from "react";
import { difficultyLabel } from "#shared/ui/difficulty.ts";
import { Checkbox } from "#shared/ui/forms/fields.tsx";
import { t } from "./course-catalogue.messages.ts";
import { type CatalogueModel, DIFFICULTIES, FIXED_AFTER_PX, LANGUAGES, type Language, PRICINGS, parseId } from "./course-catalogue-model.ts";

/**
 * Every filter but the search: organization, categories (with their number of fields),
 * difficulty, pricing and the language a course is taught in. "All" in a group clears that group. The sidebar and the small-screen
 * drawer show the same panel on the same model.
 */
export function FilterPanel({ model }: { model: CatalogueModel }) {
  useSignals();
  const f = model.filters.value;
  const categories = model.categories.value;
  const organizations = model.organizations.value;
  const orgField = useId();
  // The sidebar and the drawer share one shadow root: radios of one name there would be one group.
  const languageGroup = useId();
  const unlisted = f.organizationId !== null && !organizations.items.some((o) => o.id === f.organizationId);

  return (
    <div className="catalogue-filters">
      <div className="lp-field" part="field">
        <label htmlFor={orgField}>{t("course-catalogue.organization")}</label>
        <select
          id={orgField}
          value={f.organizationId ?? ""}
          onChange={(e) => model.setOrganization(parseId(e.currentTarget.value))}
          aria-describedby={organizations.status === "error" ? `${orgField}-error` : undefined}
        >
          <option value="">{t("course-catalogue.organization.all")}</option>
          {organizations.items.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
          {unlisted && <option value={f.organizationId!}>{t("course-catalogue.organization.selected")}</option>}
        </select>
        {organizations.status === "error" && (
          <p id={`${orgField}-error`} className="catalogue-group-error">
            {organizations.error ?? t("course-catalogue.organizations-failed")}
          </p>
        )}
      </div>

      {(categories.items.length > 0 || categories.status === "error") && (
        <fieldset className="catalogue-group">
          <legend>{t("course-catalogue.categories")}</legend>
          {categories.status === "error" && <p className="catalogue-group-error">{categories.error ?? t("course-catalogue.categories-failed")}</p>}
          {categories.items.map((c) => (
            <Checkbox key={c.id} checked={f.categories.includes(c.id)} onChecked={(on) => model.toggleCategory(c.id, on)}>
              {t("course-catalogue.category", { name: c.name, count: c.fields.length })}
            </Checkbox>
          ))}
        </fieldset>
      )}

      <fieldset className="catalogue-group">
        <legend>{t("course-catalogue.difficulty")}</legend>
        <Checkbox checked={f.difficulty.length === 0} onChecked={(on) => on && model.clearDifficulty()}>
          {t("course-catalogue.difficulty.all")}
        </Checkbox>
        {DIFFICULTIES.map((d) => (
          <Checkbox key={d} checked={f.difficulty.includes(d)} onChecked={(on) => model.toggleDifficulty(d, on)}>
            {difficultyLabel(d)}
          </Checkbox>
        ))}
      </fieldset>

      <fieldset className="catalogue-group">
        <legend>{t("course-catalogue.pricing")}</legend>
        <Checkbox checked={f.pricing.length === 0} onChecked={(on) => on && model.clearPricing()}>
          {t("course-catalogue.pricing.all")}
        </Checkbox>
        {PRICINGS.map((p) => (
          <Checkbox key={p} checked={f.pricing.includes(p)} onChecked={(on) => model.togglePricing(p, on)}>
            {t(`course-catalogue.pricing.${p}`)}
          </Checkbox>
        ))}
      </fieldset>

      {/* One language at a time (radios): a course is taught in one, and a learner picks the one they read. */}
      <fieldset className="catalogue-group">
        <legend>{t("course-catalogue.language")}</legend>
        {([null, ...LANGUAGES] as const).map((language) => (
          <LanguageChoice
            key={language ?? "all"}
            group={languageGroup}
            language={language}
            checked={f.language === language}
            onChoose={() => model.setLanguage(language)}
          />
        ))}
      </fieldset>
    </div>
  );
}

function LanguageChoice({ group, language, checked, onChoose }: { group: string; language: Language | null; checked: boolean; onChoose: () => void }) {
  useSignals();
  const id = `${group}-${language ?? "all"}`;
  return (
    <div className="lp-checkbox">
      <input id={id} type="radio" name={group} checked={checked} onChange={onChoose} />
      {/* Each language by its own name, on either page: "Français" is what a French reader looks for. */}
      <label htmlFor={id} lang={language ?? undefined}>
        {t(language ? `course-catalogue.language.${language}` : "course-catalogue.language.all")}
      </label>
    </div>
  );
}

/**
 * The filters beside the results on wider screens. Once the page has scrolled FIXED_AFTER_PX it
 * takes the `is-fixed` class, which keeps it in view (position: sticky) while the list scrolls.
 */
export const FilterSidebar = memo(function FilterSidebar({ model }: { model: CatalogueModel }) {
  useSignals();
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY > FIXED_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <aside className={fixed ? "catalogue-sidebar is-fixed" : "catalogue-sidebar"} aria-label={t("course-catalogue.filters")} part="filters">
      <FilterPanel model={model} />
    </aside>
  );
});
