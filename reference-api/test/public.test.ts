import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORGANIZATIONS } from "../src/db/seed/organizations.ts";
import { startTestApi, type TestApi } from "./harness.ts";
import { keysDeep } from "./json-keys.ts";
import { seedForTests } from "./seeded.ts";

/** The public site's calls (blog, forms, people, categories, organizations) over the seeded platform. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: seedForTests });
});
afterAll(() => api.close());

const one = <T = any>(sql: string, ...args: unknown[]) => api.deps.db.prepare(sql).get(...args) as T;
const all = <T = any>(sql: string, ...args: unknown[]) => api.deps.db.prepare(sql).all(...args) as T[];
const count = (sql: string, ...args: unknown[]) => one<{ n: number }>(sql, ...args).n;

/** Form data, as the site's forms send it. */
function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

/** Every page of a paged list, following meta.last_page. */
async function allPages(path: string): Promise<{ items: any[]; metas: any[] }> {
  const items: any[] = [];
  const metas: any[] = [];
  const join = path.includes("?") ? "&" : "?";
  for (let page = 1; ; page++) {
    const r = await api.get(`${path}${join}page=${page}`);
    expect(r.status).toBe(200);
    items.push(...r.body.data);
    metas.push(r.body.meta);
    if (page >= r.body.meta.last_page) break;
    expect(page).toBeLessThan(50);
  }
  return { items, metas };
}

describe("blog", () => {
  const publishedPosts = () =>
    all<{ id: number; slug: string; category_id: number; language: string }>(
      "SELECT id, slug, category_id, language FROM posts WHERE published_at <= ?",
      new Date().toISOString(),
    );

  it("pages through all sixteen posts, English first for a reader who names no language, each language newest first, without repeats", async () => {
    const posts = publishedPosts();
    expect(posts).toHaveLength(16);
    const first = await api.get("/api/posts");
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ current_page: 1, total: 16 });
    expect(first.body.meta.last_page).toBeGreaterThanOrEqual(1);
    expect(first.body.data.length).toBeLessThanOrEqual(16);

    const { items, metas } = await allPages("/api/posts");
    expect(metas.map((m) => m.current_page)).toEqual(metas.map((_, i) => i + 1));
    expect(items.map((p) => p.slug).sort()).toEqual(posts.map((p) => p.slug).sort());
    const english = items.filter((p) => p.language === "en");
    expect(items.slice(0, english.length)).toEqual(english);
    for (const group of [english, items.slice(english.length)]) {
      const dates = group.map((p) => Date.parse(p.published_at));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
    for (const p of items) {
      expect(typeof p.title).toBe("string");
      expect(typeof p.category.name).toBe("string");
      expect(p).toHaveProperty("thumbnail");
    }

    const small = await api.get("/api/posts?limit=6&page=3");
    expect(small.body.meta).toMatchObject({ current_page: 3, last_page: 3, total: 16 });
    expect(small.body.data).toHaveLength(4);
  });

  it("filters by category id and by category name", async () => {
    const category = one<{ id: number; name: string; n: number }>(
      `SELECT c.id, c.name, COUNT(*) n FROM posts p JOIN categories c ON c.id = p.category_id
       GROUP BY c.id ORDER BY n DESC, c.id LIMIT 1`,
    );
    expect(category.n).toBeGreaterThanOrEqual(2);
    const expected = all<{ slug: string }>("SELECT slug FROM posts WHERE category_id = ?", category.id)
      .map((p) => p.slug)
      .sort();
    for (const key of [String(category.id), category.name, category.name.toLowerCase()]) {
      const r = await api.get(`/api/posts?category=${encodeURIComponent(key)}&limit=100`);
      expect(r.status).toBe(200);
      expect(r.body.meta.total, key).toBe(category.n);
      expect(r.body.data.map((p: any) => p.slug).sort(), key).toEqual(expected);
      expect(r.body.data.every((p: any) => p.category.name === category.name)).toBe(true);
    }
    const none = await api.get("/api/posts?category=No%20Such%20Category");
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.total).toBe(0);
  });

  it("opens every post by slug with content, author, tags and up to three related posts", async () => {
    const posts = publishedPosts();
    for (const post of posts) {
      const r = await api.get(`/api/posts/${post.slug}`);
      expect(r.status, post.slug).toBe(200);
      const p = r.body.data;
      expect(p.slug).toBe(post.slug);
      expect(typeof p.title).toBe("string");
      expect(typeof p.content).toBe("string");
      expect(p.content.length).toBeGreaterThan(100);
      expect(typeof p.user.name).toBe("string");
      expect(p.user.name.length).toBeGreaterThan(0);
      expect(typeof p.user.avatar).toBe("string");
      expect(typeof p.user.bio).toBe("string");
      for (const social of ["facebook", "twitter", "linkedin", "instagram"]) expect(p.user).toHaveProperty(social);
      expect(Object.values(p.user).filter((v) => typeof v === "string" && v.startsWith("https://")).length).toBeGreaterThan(0);
      expect(Array.isArray(p.tags)).toBe(true);
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.tags.every((t: unknown) => typeof t === "string")).toBe(true);

      expect(Array.isArray(p.related_posts)).toBe(true);
      expect(p.related_posts.length).toBeGreaterThan(0);
      expect(p.related_posts.length).toBeLessThanOrEqual(3);
      const related = p.related_posts.map((rp: any) => rp.slug);
      expect(related).not.toContain(post.slug);
      expect(new Set(related).size).toBe(related.length);
      for (const rp of p.related_posts) {
        expect(posts.map((x) => x.slug)).toContain(rp.slug);
        expect(typeof rp.title).toBe("string");
        expect(rp).toHaveProperty("thumbnail");
        expect(typeof rp.published_at).toBe("string");
      }
      // Posts of the same language, then of the same category, are the most related.
      const sameCategory = posts.filter((x) => x.language === post.language && x.category_id === post.category_id && x.slug !== post.slug).map((x) => x.slug);
      for (const slug of sameCategory.slice(0, 3)) expect(related, `${post.slug} relates to ${slug}`).toContain(slug);
    }
  });

  it("answers 404 for an unknown slug", async () => {
    const r = await api.get("/api/posts/no-such-post-anywhere");
    expect(r.status).toBe(404);
    expect(typeof r.body.message).toBe("string");
  });
});

describe("POST /api/contact-us", () => {
  const FIELDS = ["name", "email", "phone", "subject", "message"];
  const rows = () => count("SELECT COUNT(*) n FROM contact_messages");

  it("requires all five fields, naming each missing one", async () => {
    const before = rows();
    const empty = await api.call("POST", "/api/contact-us", { form: form({}) });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([...FIELDS].sort());
    for (const field of FIELDS) {
      expect(empty.body.errors[field]).toHaveLength(1);
      expect(empty.body.errors[field][0]).toContain(field);
    }
    const full = { name: "Ada", email: "ada@example.cm", phone: "677000000", subject: "Hello", message: "A question." };
    for (const field of FIELDS) {
      const partial = await api.call("POST", "/api/contact-us", { form: form({ ...full, [field]: "  " }) });
      expect(partial.status, field).toBe(422);
      expect(Object.keys(partial.body.errors)).toEqual([field]);
    }
    expect(rows()).toBe(before);
  });

  it("stores a message once and thanks the sender; an identical resubmission stores nothing more", async () => {
    const message = {
      name: "Ngono Clarisse",
      email: "clarisse.contact@example.cm",
      phone: "699112233",
      subject: "Group enrolment",
      message: "Can our school enrol thirty students at once?",
    };
    const before = rows();
    const r = await api.call("POST", "/api/contact-us", { form: form(message) });
    expect(r.status).toBeGreaterThanOrEqual(200);
    expect(r.status).toBeLessThan(300);
    expect(r.body.message).toBe("Your message has been sent successfully!");
    expect(rows()).toBe(before + 1);
    expect(one("SELECT name, email, phone, subject, message FROM contact_messages ORDER BY id DESC LIMIT 1")).toEqual(message);

    const again = await api.call("POST", "/api/contact-us", { form: form(message) });
    expect(again.status).toBeGreaterThanOrEqual(200);
    expect(again.status).toBeLessThan(300);
    expect(again.body.message).toBe("Your message has been sent successfully!");
    expect(rows()).toBe(before + 1);

    const different = await api.call("POST", "/api/contact-us", { form: form({ ...message, message: "And what would it cost?" }) });
    expect(different.body.message).toBe("Your message has been sent successfully!");
    expect(rows()).toBe(before + 2);
  });
});

describe("POST /api/partner-application", () => {
  const rows = () => count("SELECT COUNT(*) n FROM partner_applications");

  it("requires name, email and phone, but not about", async () => {
    const before = rows();
    const r = await api.call("POST", "/api/partner-application", { form: form({}) });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(["email", "name", "phone"]);
    expect(rows()).toBe(before);
  });

  it("accepts an application with or without about", async () => {
    const before = rows();
    const bare = { name: "Fru Emmanuel", email: "fru.partner@example.cm", phone: "675443322" };
    const r = await api.call("POST", "/api/partner-application", { form: form(bare) });
    expect(r.status).toBeGreaterThanOrEqual(200);
    expect(r.status).toBeLessThan(300);
    expect(r.body.message).toBe("Your application has been submitted successfully!");
    expect(one("SELECT name, email, phone, about FROM partner_applications WHERE email = ?", bare.email)).toEqual({ ...bare, about: null });

    const withAbout = { name: "Mbah Grace", email: "grace.partner@example.cm", phone: "690001122", about: "I run a student community in Bamenda." };
    const r2 = await api.call("POST", "/api/partner-application", { form: form(withAbout) });
    expect(r2.body.message).toBe("Your application has been submitted successfully!");
    expect(one("SELECT name, email, phone, about FROM partner_applications WHERE email = ?", withAbout.email)).toEqual(withAbout);
    expect(rows()).toBe(before + 2);
  });
});

describe("GET /api/users", () => {
  it("lists every instructor, and no e-mail address or learner account", async () => {
    const { items, metas } = await allPages("/api/users");
    const instructors = all<{ id: number; name: string }>("SELECT id, name FROM instructors");
    expect(instructors.length).toBeGreaterThan(0);
    expect(metas[0].total).toBe(instructors.length);
    expect(items.map((u) => u.name).sort()).toEqual(instructors.map((i) => i.name).sort());
    for (const u of items) {
      expect(typeof u.name).toBe("string");
      expect(u).toHaveProperty("title");
      expect(u).toHaveProperty("profile");
    }
    expect([...keysDeep(items)].filter((k) => /e-?mail|password|token/i.test(k))).toEqual([]);
    const text = JSON.stringify(items);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    const learners = all<{ first_name: string; last_name: string }>("SELECT first_name, last_name FROM users");
    for (const l of learners) expect(text).not.toContain(`"${l.first_name} ${l.last_name}"`);
  });
});

describe("GET /api/categories", () => {
  it("lists at least six categories, each with its fields", async () => {
    const r = await api.get("/api/categories");
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(6);
    expect(r.body.data).toHaveLength(count("SELECT COUNT(*) n FROM categories"));
    for (const c of r.body.data) {
      expect(typeof c.id).toBe("number");
      expect(typeof c.name).toBe("string");
      expect(c.fields.length).toBeGreaterThan(0);
      const expected = all("SELECT id, name FROM fields WHERE category_id = ?", c.id);
      expect([...c.fields].sort((a: any, b: any) => a.id - b.id)).toEqual(expected.sort((a, b) => a.id - b.id));
      for (const f of c.fields) expect(Object.keys(f).sort()).toEqual(["id", "name"]);
    }
  });
});

describe("organizations", () => {
  const aliased = ORGANIZATIONS.find((o) => o.aliases?.length)!;
  const orgRow = (where: string) => one(`SELECT * FROM organizations WHERE ${where} ORDER BY id LIMIT 1`);
  const followers = (id: number) => count("SELECT COUNT(*) n FROM organization_followers WHERE organization_id = ?", id);

  it("lists the featured organizations with their counts", async () => {
    const r = await api.get("/api/organizations");
    expect(r.status).toBe(200);
    const featured = all<{ id: number; slug: string }>("SELECT id, slug FROM organizations WHERE featured = 1");
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(count("SELECT COUNT(*) n FROM organizations"));
    expect(r.body.data.map((o: any) => o.slug).sort()).toEqual(featured.map((o) => o.slug).sort());
    for (const o of r.body.data) {
      expect(typeof o.id).toBe("number");
      expect(typeof o.name).toBe("string");
      expect(typeof o.logo).toBe("string");
      expect(o.followers).toBe(followers(o.id));
      expect(typeof o.reviews).toBe("number");
    }
  });

  it("lists every organization for the catalogue filter", async () => {
    const r = await api.get("/api/organizations/list");
    expect(r.status).toBe(200);
    const rows = all<{ id: number; name: string }>("SELECT id, name FROM organizations");
    expect(r.body.data.map((o: any) => ({ id: o.id, name: o.name })).sort((a: any, b: any) => a.id - b.id)).toEqual(rows.sort((a, b) => a.id - b.id));
  });

  it("opens a profile by slug, by id and by a former slug, always naming the canonical slug", async () => {
    const real = one<{ id: number; slug: string; name: string }>("SELECT id, slug, name FROM organizations WHERE slug = ?", aliased.slug);
    expect(aliased.aliases![0]).not.toBe(real.slug);
    for (const key of [real.slug, String(real.id), aliased.aliases![0]]) {
      const r = await api.get(`/api/organizations/${key}`);
      expect(r.status, key).toBe(200);
      expect(r.body.canonical_slug, key).toBe(real.slug);
      expect(r.body.data).toMatchObject({ id: real.id, slug: real.slug, canonical_slug: real.slug, name: real.name });
      expect(r.body.data.followers).toBe(followers(real.id));
      expect(r.body.data.following).toBe(false);
      expect(Array.isArray(r.body.data.featured_courses)).toBe(true);
    }
    expect((await api.get("/api/organizations/no-such-organization")).status).toBe(404);
    expect((await api.get("/api/organizations/99999")).status).toBe(404);
  });

  it("gives the default opening hours only to organizations without their own", async () => {
    const without = orgRow("opening_hours IS NULL OR opening_hours = ''");
    expect(without).toBeDefined();
    expect((await api.get(`/api/organizations/${without.slug}`)).body.data.opening_hours).toBe("Mon-Fri: 8AM-6PM GMT+1");
    const own = orgRow("opening_hours IS NOT NULL AND opening_hours != ''");
    expect((await api.get(`/api/organizations/${own.slug}`)).body.data.opening_hours).toBe(own.opening_hours);
  });

  it("hides e-mail and phone when the organization does not show contact information", async () => {
    const hidden = orgRow("show_contact_info = 0");
    expect(hidden).toBeDefined();
    const r = await api.get(`/api/organizations/${hidden.slug}`);
    expect(r.body.data.show_contact_info).toBe(false);
    expect(r.body.data.email).toBeNull();
    expect(r.body.data.phone).toBeNull();
    if (hidden.email) expect(JSON.stringify(r.body)).not.toContain(hidden.email);
    if (hidden.phone) expect(JSON.stringify(r.body)).not.toContain(hidden.phone);

    const shown = orgRow("show_contact_info = 1 AND email IS NOT NULL AND phone IS NOT NULL");
    const s = await api.get(`/api/organizations/${shown.slug}`);
    expect(s.body.data).toMatchObject({ show_contact_info: true, email: shown.email, phone: shown.phone });
  });

  it("follow toggles following and moves the follower count by exactly one, never below zero", async () => {
    const org = one<{ id: number; slug: string }>(
      `SELECT o.id, o.slug FROM organizations o
       ORDER BY (SELECT COUNT(*) FROM organization_followers f WHERE f.organization_id = o.id), o.id LIMIT 1`,
    );
    const start = followers(org.id);
    expect(start).toBe(0);
    const a = await api.register();
    const b = await api.register();
    const profile = async (token: string) => (await api.get(`/api/organizations/${org.slug}`, token)).body.data;
    const follow = (token: string) => api.call("POST", `/api/organizations/${org.id}/follow`, { token });

    const first = await follow(a.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: "You are now following this organization!", following: true, followers: start + 1 });
    expect(await profile(a.token)).toMatchObject({ following: true, followers: start + 1 });
    expect(await profile(b.token)).toMatchObject({ following: false, followers: start + 1 });

    const second = await follow(b.token);
    expect(second.body).toMatchObject({ following: true, followers: start + 2 });

    const unfollow = await follow(a.token);
    expect(unfollow.status).toBe(200);
    expect(unfollow.body).toMatchObject({ following: false, followers: start + 1 });
    expect(await profile(a.token)).toMatchObject({ following: false, followers: start + 1 });

    const last = await follow(b.token);
    expect(last.body).toMatchObject({ following: false, followers: start });
    const after = await profile(b.token);
    expect(after).toMatchObject({ following: false, followers: start });
    expect(followers(org.id)).toBe(start);
  });

  it("refuses visitors (401) and unknown organizations (404)", async () => {
    const org = one<{ id: number }>("SELECT id FROM organizations LIMIT 1");
    const before = followers(org.id);
    const r = await api.call("POST", `/api/organizations/${org.id}/follow`);
    expect(r.status).toBe(401);
    expect(followers(org.id)).toBe(before);
    const { token } = await api.register();
    expect((await api.call("POST", "/api/organizations/99999/follow", { token })).status).toBe(404);
  });
});

describe("the visitor cache", () => {
  it("answers a repeated visitor request from memory until something visitors see changes", async () => {
    const org = one<{ id: number; slug: string }>("SELECT id, slug FROM organizations ORDER BY id DESC LIMIT 1");
    // A query of its own, so no earlier visit in this file has warmed the entry.
    const visit = () => api.get(`/api/organizations/${org.slug}?from=cache-test`);
    const first = await visit();
    const again = await visit();
    expect([first.headers.get("x-cache"), again.headers.get("x-cache")]).toEqual(["miss", "hit"]);
    expect(again.body).toEqual(first.body);
    // A CDN may keep a visitor's answer a minute; a browser asks again; who asks and in which language matter.
    for (const reply of [first, again]) {
      expect(reply.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
      const vary = (reply.headers.get("vary") ?? "").split(/,\s*/);
      expect(vary).toEqual(expect.arrayContaining(["Authorization", "Accept-Language"]));
      expect(new Set(vary).size, "each header named once").toBe(vary.length);
    }

    const { token } = await api.register();
    const signedIn = await api.get(`/api/organizations/${org.slug}?from=cache-test`, token);
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("no-store");

    expect((await api.call("POST", `/api/organizations/${org.id}/follow`, { token })).status).toBe(200);
    const fresh = await visit();
    expect(fresh.headers.get("x-cache")).toBe("miss");
    expect(fresh.body.data.followers).toBe(first.body.data.followers + 1);
  });
});

describe("CORS for the sites that embed the widgets", () => {
  it("lets any site read the public data, without credentials", async () => {
    const partner = { Origin: "http://127.0.0.1:4190" };
    const course = (await api.get("/api/courses")).body.data[0];
    const organization = (await api.get("/api/organizations")).body.data[0];
    const post = (await api.get("/api/posts")).body.data[0];
    for (const path of [
      "/api/courses",
      "/api/courses?page=2&q=web",
      "/api/courses/popular",
      `/api/courses/${course.slug}`,
      `/api/courses/${course.id}/reviews`,
      "/api/categories",
      "/api/organizations",
      `/api/organizations/${organization.slug}`,
      "/api/users",
      "/api/exams",
      `/api/posts/${post.slug}`,
    ]) {
      const r = await api.call("GET", path, { headers: partner });
      expect(r.status, path).toBe(200);
      expect(r.headers.get("access-control-allow-origin"), path).toBe("*");
    }
  });

  it("refuses a foreign site a call carrying a learner's token, a write, and the development helpers", async () => {
    const partner = "http://127.0.0.1:4190";
    const preflight = (path: string, method: string, headers: string) =>
      api.call("OPTIONS", path, { headers: { Origin: partner, "Access-Control-Request-Method": method, "Access-Control-Request-Headers": headers } });
    // The browser asks first for a call with a token: no grant, so the token is never sent.
    expect((await preflight("/api/courses", "GET", "authorization")).headers.get("access-control-allow-origin")).toBeNull();
    expect((await preflight("/api/user", "GET", "authorization, accept")).headers.get("access-control-allow-origin")).toBeNull();
    expect((await preflight("/api/contact-us", "POST", "content-type")).headers.get("access-control-allow-origin")).toBeNull();
    // Sent anyway (not by a browser), a token still gets no grant: the answer is not the page's to read.
    const { token } = await api.register();
    const withToken = await api.call("GET", "/api/courses", { headers: { Origin: partner, Authorization: `Bearer ${token}` } });
    expect(withToken.headers.get("access-control-allow-origin")).toBeNull();
    expect((await api.call("GET", "/api/dev/mailbox", { headers: { Origin: partner } })).headers.get("access-control-allow-origin")).toBeNull();
    // A public read's preflight without a token is granted to anyone.
    expect((await preflight("/api/posts", "GET", "accept-language")).headers.get("access-control-allow-origin")).toBe("*");
    // The platform's own site keeps every call.
    const own = await api.call("GET", "/api/courses", { headers: { Origin: "http://127.0.0.1:4173", Authorization: `Bearer ${token}` } });
    expect(own.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:4173");
  });
});
