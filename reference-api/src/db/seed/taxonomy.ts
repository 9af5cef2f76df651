import type { Database } from "../connection.ts";
import { CATEGORY_NAMES_IN_FRENCH, FIELD_NAMES_IN_FRENCH } from "./taxonomy-fr.ts";

export type CategoryKey = "technology" | "business" | "languages" | "health" | "agriculture" | "arts" | "science" | "personal";

interface CategoryDefinition {
  id: number;
  key: CategoryKey;
  name: string;
  fields: string[];
}

/** Ids are written explicitly: learners' interests and saved filters refer to them. */
export const CATEGORIES: CategoryDefinition[] = [
  { id: 1, key: "technology", name: "Technology", fields: ["Web Development", "Data Science", "Networking", "Mobile Development", "Cybersecurity"] },
  { id: 2, key: "business", name: "Business", fields: ["Accounting & Finance", "Entrepreneurship", "Marketing", "Project Management"] },
  { id: 3, key: "languages", name: "Languages", fields: ["English", "French", "Translation & Interpreting"] },
  { id: 4, key: "health", name: "Health", fields: ["Public Health", "Nursing & Care", "Nutrition", "First Aid"] },
  { id: 5, key: "agriculture", name: "Agriculture", fields: ["Crop Production", "Livestock & Poultry", "Agribusiness", "Fisheries & Aquaculture"] },
  { id: 6, key: "arts", name: "Arts & Design", fields: ["Graphic Design", "Photography & Video", "Fashion & Textiles", "Music"] },
  { id: 7, key: "science", name: "Science", fields: ["Mathematics", "Physics", "Chemistry", "Biology", "Environmental Science"] },
  { id: 8, key: "personal", name: "Personal Development", fields: ["Study Skills", "Career Readiness", "Leadership", "Financial Literacy", "Civic Education"] },
];

export interface FieldRow {
  id: number;
  categoryId: number;
  categoryKey: CategoryKey;
  name: string;
}

export const FIELDS: FieldRow[] = CATEGORIES.flatMap((category) => category.fields).map((name, index) => {
  const category = CATEGORIES.find((c) => c.fields.includes(name))!;
  return { id: index + 1, categoryId: category.id, categoryKey: category.key, name };
});

export function fieldByName(name: string): FieldRow {
  const field = FIELDS.find((f) => f.name === name);
  if (!field) throw new Error(`Unknown field "${name}"`);
  return field;
}

export function categoryByKey(key: CategoryKey): CategoryDefinition {
  return CATEGORIES.find((c) => c.key === key)!;
}

/** The categories and fields, each with its name for a French reader. */
export function seedTaxonomy(db: Database): void {
  const insertCategory = db.prepare("INSERT INTO categories (id, name, name_fr) VALUES (?, ?, ?)");
  const insertField = db.prepare("INSERT INTO fields (id, category_id, name, name_fr) VALUES (?, ?, ?, ?)");
  const inFrench = (names: Record<string, string>, name: string) => {
    if (!names[name]) throw new Error(`No French name for "${name}"`);
    return names[name];
  };
  for (const category of CATEGORIES) insertCategory.run(category.id, category.name, inFrench(CATEGORY_NAMES_IN_FRENCH, category.name));
  for (const field of FIELDS) insertField.run(field.id, field.categoryId, field.name, inFrench(FIELD_NAMES_IN_FRENCH, field.name));
}
