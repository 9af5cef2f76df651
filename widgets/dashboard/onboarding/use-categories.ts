import { type Category, getCategories } from "#shared/api/catalogue.ts";
import { type Loaded, useLoad } from "#shared/ui/use-load.ts";

export type { Loaded };

/** The categories that have fields to choose, loaded once and again on retry. */
export function useCategories(): [Loaded<Category[]>, () => void] {
  return useLoad(() => getCategories().then(({ data }) => data.filter((category) => category.fields.length > 0)), []);
}
