import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, memo } from "react";
import { TextField } from "#shared/ui/forms/fields.tsx";
import { t } from "./course-catalogue.messages.ts";
import { type CatalogueModel, SEARCH_MAX } from "./course-catalogue-model.ts";

/**
 * The text search. Each keystroke re-renders this box alone; the list changes only when the
 * search runs, SEARCH_DEBOUNCE_MS after typing pauses, or at once on Enter.
 */
export const SearchBox = memo(function SearchBox({ model }: { model: CatalogueModel }) {
  useSignals();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.commitSearch();
  };
  return (
    <form role="search" className="catalogue-search" onSubmit={submit}>
      <TextField
        label={t("course-catalogue.search")}
        type="search"
        value={model.searchText.value}
        onValue={model.setSearch}
        maxLength={SEARCH_MAX}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
});
