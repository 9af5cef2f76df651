import { type Category, getCategories } from "#shared/api/catalogue.ts";
import { type Loaded, resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";

export type { Loaded };

/** The categories that have fields to choose, loaded once and again on retry. Read in a component that calls useSignals(). */
export function useCategories(): [Loaded<Category[]>, () => void] {
  const categories = useModel(() => resource(() => getCategories().then(({ data }) => data.filter((category) => category.fields.length > 0))), []);
  return [categories.state.value, categories.retry];
}
