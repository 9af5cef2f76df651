import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORGANIZATIONS_IN_FRENCH } from "../src/db/seed/organizations-fr.ts";
import { FIELD_NAMES_IN_FRENCH } from "../src/db/seed/taxonomy-fr.ts";
import { startTestApi, type TestApi } from "./harness.ts";
import { DEMO, seedForTests } from "./seeded.ts";

/**
 * A French reader (Accept-Language: fr) reads the platform's names and descriptions in French:
 * categories and fields, organizations' words, instructors' titles, certificates' titles. What is
 * stored stays as it was written; an English reader reads it as before.
 */
let api: TestApi;
let demo: string;
beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
  demo = await api.login(DEMO.email, DEMO.password);
});
afterAll(() => api.close());

const FR = { "Accept-Language": "fr-CM,fr;q=0.9" };
const EN = { "Accept-Language": "en" };
const read = (path: string, headers: Record<string, string>, token?: string) => api.call("GET", path, { headers, token });
const all = <T = any>(sql: string, ...args: unknown[]) => api.deps.db.prepare(sql).all(...args) as T[];
const one = <T = any>(sql: string, ...args: unknown[]) => all<T>(sql, ...args)[0];

const CATEGORIES_FR = ["Agriculture", "Arts et design", "Développement personnel", "Gestion et commerce", "Langues", "Santé", "Sciences", "Technologie"];
const FRENCH_FIELDS = new Set(Object.values(FIELD_NAMES_IN_FRENCH));
const ENGLISH_FIELDS = new Set(Object.keys(FIELD_NAMES_IN_FRENCH));
const instructorTitlesFr = new Set(Object.values(ORGANIZATIONS_IN_FRENCH).flatMap((org) => Object.values(org.instructors).map((i) => i.title)));

describe("categories and fields", () => {
  it("are named in French, in French order, for a French reader, and in English otherwise", async () => {
    const fr = (await read("/api/categories", FR)).body.data as { id: number; name: string; fields: { id: number; name: string }[] }[];
    expect(fr.map((c) => c.name)).toEqual(CATEGORIES_FR);
    const personal = fr.find((c) => c.name === "Développement personnel")!;
    expect(personal.fields.map((f) => f.name)).toEqual([
      "Éducation civique",
      "Éducation financière",
      "Leadership",
      "Méthodes de travail",
      "Préparation à l’emploi",
    ]);
    for (const category of fr) for (const field of category.fields) expect(FRENCH_FIELDS.has(field.name), field.name).toBe(true);

    const en = (await read("/api/categories", EN)).body.data as typeof fr;
    expect(en.map((c) => c.name)).toContain("Technology");
    expect(en.find((c) => c.id === personal.id)?.fields.map((f) => f.name)).toContain("Civic Education");
    // The same categories and fields, by id: a saved filter works in either language.
    const ids = (list: typeof fr) => list.flatMap((c) => [c.id, ...c.fields.map((f) => f.id)]).sort((a, b) => a - b);
    expect(ids(fr)).toEqual(ids(en));
    expect(one("SELECT name FROM categories WHERE id = ?", personal.id).name).toBe("Personal Development");
  });

  it("name the course cards', a course page's and the exam cards' category and field in French", async () => {
    const cards = (await read("/api/courses?limit=50", FR)).body.data as { slug: string; category: { name: string }; field: { name: string } | null }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(CATEGORIES_FR, card.slug).toContain(card.category.name);
      if (card.field) expect(FRENCH_FIELDS.has(card.field.name), card.field.name).toBe(true);
    }
    const englishNames = new Set(all<{ name: string }>("SELECT name FROM categories").map((c) => c.name));
    for (const card of (await read("/api/courses?limit=50", EN)).body.data as typeof cards) expect(englishNames.has(card.category.name), card.slug).toBe(true);

    const detail = (await read(`/api/courses/${cards[0].slug}`, FR)).body.course;
    expect(CATEGORIES_FR).toContain(detail.category.name);
    expect(FRENCH_FIELDS.has(detail.field.name)).toBe(true);

    for (const path of ["/api/courses/popular", "/api/courses/trending", "/api/courses/recommended"]) {
      for (const card of (await read(path, FR)).body.data) expect(CATEGORIES_FR, path).toContain(card.category.name);
    }

    const exams = (await read("/api/exams", FR)).body.data as { slug: string; category: { name: string }; field: { name: string } }[];
    expect(exams.length).toBeGreaterThan(0);
    for (const exam of exams) {
      expect(CATEGORIES_FR, exam.slug).toContain(exam.category.name);
      expect(FRENCH_FIELDS.has(exam.field.name), exam.field.name).toBe(true);
    }
    const exam = (await read(`/api/exams/${exams[0].slug}`, FR)).body.data;
    expect(FRENCH_FIELDS.has(exam.field.name)).toBe(true);
    expect((await read(`/api/exams/${exams[0].slug}`, EN)).body.data.field.name).toBe(
      one("SELECT f.name FROM tests t JOIN fields f ON f.id = t.field_id WHERE t.slug = ?", exams[0].slug).name,
    );
  });

  it("name a learner's fields of interest and a blog post's category in French", async () => {
    const fields = (await read("/api/user", FR, demo)).body.user.fields as { name: string }[];
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(FRENCH_FIELDS.has(field.name), field.name).toBe(true);
    for (const field of (await read("/api/user", EN, demo)).body.user.fields) expect(ENGLISH_FIELDS.has(field.name), field.name).toBe(true);

    const posts = (await read("/api/posts", FR)).body.data as { slug: string; category: { id: number; name: string } | null }[];
    const post = posts.find((p) => p.category)!;
    expect(CATEGORIES_FR).toContain(post.category!.name);
    expect(CATEGORIES_FR).toContain((await read(`/api/posts/${post.slug}`, FR)).body.data.category.name);
    // The blog's filter takes a category's name in either language.
    const byFrenchName = (await read(`/api/posts?category=${encodeURIComponent(post.category!.name)}`, FR)).body.data as { slug: string }[];
    expect(byFrenchName.map((p) => p.slug)).toContain(post.slug);
  });
});

describe("organizations and instructors", () => {
  it("describe an organization in French on its profile, its course pages and its exams", async () => {
    const slug = "wouri-business-school";
    const french = ORGANIZATIONS_IN_FRENCH[slug];
    const profile = (await read(`/api/organizations/${slug}`, FR)).body.data;
    expect(profile).toMatchObject({ motto: french.motto, about: french.about, industry: french.industry });
    expect(profile.why_choose_us).toBe(`<ul>${french.whyChooseUs.map((item) => `<li>${item}</li>`).join("")}</ul>`);
    for (const course of profile.featured_courses) if (course.field) expect(FRENCH_FIELDS.has(course.field), course.field).toBe(true);
    const english = (await read(`/api/organizations/${slug}`, EN)).body.data;
    expect(english.motto).toBe("Building Central Africa's next entrepreneurs");
    expect(english.about).toBe(one("SELECT about FROM organizations WHERE slug = ?", slug).about);

    const featured = (await read("/api/organizations", FR)).body.data as { slug: string; motto: string }[];
    for (const org of featured) expect(org.motto, org.slug).toBe(ORGANIZATIONS_IN_FRENCH[org.slug].motto);

    const course = one<{ slug: string }>("SELECT c.slug FROM courses c JOIN organizations o ON o.id = c.organization_id WHERE o.slug = ? ORDER BY c.id", slug);
    const page = (await read(`/api/courses/${course.slug}`, FR)).body.course;
    expect(page.organization).toMatchObject({ motto: french.motto, about: french.about });
    expect(page.instructors.length).toBeGreaterThan(0);
    for (const instructor of page.instructors) expect(instructor.title).toBe(french.instructors[instructor.name].title);

    const exam = one<{ slug: string }>(
      "SELECT t.slug FROM tests t JOIN organizations o ON o.id = t.organization_id WHERE o.slug = ? AND t.kind = 'exam'",
      slug,
    );
    expect((await read(`/api/exams/${exam.slug}`, FR)).body.data.creator.motto).toBe(french.motto);
  });

  it("give the instructors their French titles and biographies in the public list, and in a course's learning area", async () => {
    const people = (await read("/api/users?limit=50", FR)).body.data as { name: string; title: string; bio: string; organization: { slug: string } }[];
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) expect(person).toMatchObject(ORGANIZATIONS_IN_FRENCH[person.organization.slug].instructors[person.name]);
    const english = (await read("/api/users?limit=50", EN)).body.data as typeof people;
    expect(english.filter((person) => instructorTitlesFr.has(person.title))).toEqual([]);
    const stored = all<{ title: string }>("SELECT title FROM instructors").map((i) => i.title);
    expect(english.map((person) => person.title).sort()).toEqual(stored.sort());

    const enrolled = (await read("/api/courses/my-learning", FR, demo)).body.data as { slug: string }[];
    const content = (await read(`/api/courses/${enrolled[0].slug}/content`, FR, demo)).body.data;
    for (const instructor of content.instructors) expect(instructorTitlesFr.has(instructor.title), instructor.title).toBe(true);
  });
});

describe("certificates", () => {
  it("are titled in the reader's language in the learner's list and on the public page, and stored as issued", async () => {
    const mine = (await read("/api/my-certificates", FR, demo)).body.data as { title: string; certificate_number: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map((c) => c.title)).toEqual(mine.map(() => "Certificat de réussite"));
    expect((await read("/api/my-certificates", EN, demo)).body.data.map((c: { title: string }) => c.title)).toEqual(
      mine.map(() => "Certificate of Completion"),
    );

    const number = mine[0].certificate_number;
    expect((await read(`/api/certificates/${number}`, FR)).body.data.title).toBe("Certificat de réussite");
    expect((await read(`/api/certificates/${number}`, EN)).body.data.title).toBe("Certificate of Completion");
    expect(one("SELECT title FROM certificates WHERE certificate_number = ?", number).title).toBe("Certificate of Completion");
  });
});

describe("the visitor cache", () => {
  it("keeps an answer per language: an English then a French visitor to the same address each get their own", async () => {
    // A query of its own, so no earlier visit in this file has warmed the entries.
    const path = "/api/categories?from=language-cache";
    const english = await read(path, EN);
    const french = await read(path, FR);
    expect([english.headers.get("x-cache"), french.headers.get("x-cache")]).toEqual(["miss", "miss"]);
    expect(english.body.data.map((c: { name: string }) => c.name)).toContain("Technology");
    expect(french.body.data.map((c: { name: string }) => c.name)).toEqual(CATEGORIES_FR);
    expect(french.headers.get("content-language")).toBe("fr");

    const [englishAgain, frenchAgain] = [await read(path, EN), await read(path, FR)];
    expect([englishAgain.headers.get("x-cache"), frenchAgain.headers.get("x-cache")]).toEqual(["hit", "hit"]);
    expect(englishAgain.body).toEqual(english.body);
    expect(frenchAgain.body).toEqual(french.body);
    for (const reply of [english, french, englishAgain, frenchAgain]) expect(reply.headers.get("vary")).toMatch(/Accept-Language/);

    // Any French preference is one French entry.
    expect((await read(path, { "Accept-Language": "fr" })).headers.get("x-cache")).toBe("hit");
  });
});
