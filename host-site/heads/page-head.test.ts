// @vitest-environment node
import { describe, expect, it } from "vitest";
import { priceDisplay } from "../../widgets/catalogue/components/price.ts";
import type { Answer, ApiReader } from "../api-reader.ts";
import { ROUTES } from "../routes.ts";
import { coursePrice } from "./content.ts";
import { plainText } from "./markup.ts";
import { servedHead } from "./page-head.ts";

const route = (path: string) => ROUTES.find((r) => r.path === path)!;
const SITE = "https://learning.cm";

/** A reader answering from a table of paths; anything else is missing. */
function reader(answers: Record<string, Answer>, asked: string[] = []): ApiReader {
  return async (path, language) => {
    asked.push(`${language} ${path}`);
    return answers[path] ?? { status: "missing" };
  };
}

const course = {
  id: 7,
  slug: "reseaux-$&-intro",
  title: 'Réseaux </script><script>alert(1)</script> & "IP"',
  sub_title: "Learn how networks carry your messages, from cables to IP.",
  description: "<p>Everything about <b>networks</b>.</p>",
  image: "https://api.learning.cm/storage/covers/cover-1.svg",
  pricing: "paid",
  price: 15000,
  sale_price: 12000,
  duration: 5400,
  reviews_count: 12,
  avg_rating: 4.5,
  language: "fr",
  organization: { name: "École $1 Numérique", slug: "ecole-numerique", logo: "https://api.learning.cm/storage/logos/e.svg" },
};

/** The JSON-LD blocks of a head, parsed. */
const jsonLd = (head: string) => [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

describe("the head of a course's page", () => {
  it("says the course's own title and words, its preview picture and what it is, escaped where it stands", async () => {
    const asked: string[] = [];
    const served = await servedHead({
      route: route("/courses/:slug"),
      pathname: `/courses/${course.slug}`,
      language: "fr",
      languageInAddress: true,
      publicUrl: SITE,
      read: reader({ [`/courses/${encodeURIComponent(course.slug)}`]: { status: "found", body: { course } } }, asked),
    });
    expect(asked).toEqual([`fr /courses/${encodeURIComponent(course.slug)}`]);
    expect(served?.status).toBe(200);
    const head = served!.head;
    // Markup in the title is text: no element can be closed or opened by it, in the head or the JSON-LD.
    expect(head).not.toContain("</script><script>alert");
    expect(head).toContain("<title>Réseaux &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;IP&quot; · Plateforme d’apprentissage</title>");
    expect(head).toContain('<meta name="description" content="Learn how networks carry your messages, from cables to IP.">');
    const page = `${SITE}/courses/reseaux-%24%26-intro`;
    expect(head).toContain(`<link rel="canonical" href="${page}?lang=fr">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${page}?lang=en">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${page}">`);
    expect(head).toContain(`<meta property="og:image" content="${SITE}/og/courses/reseaux-%24%26-intro.png">`);
    expect(head).toContain('<meta property="og:locale" content="fr_FR">');
    const [ld, crumbs] = jsonLd(head);
    expect(ld).toMatchObject({
      "@type": "Course",
      name: course.title,
      description: "Everything about networks.",
      inLanguage: "fr",
      provider: { "@type": "Organization", name: "École $1 Numérique", url: `${SITE}/organizations/ecole-numerique` },
      offers: [{ "@type": "Offer", category: "Paid", price: 12000, priceCurrency: "XAF" }],
      hasCourseInstance: [{ "@type": "CourseInstance", courseMode: "Online", courseWorkload: "PT90M" }],
      aggregateRating: { ratingValue: 4.5, ratingCount: 12 },
    });
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Accueil", "Cours", course.title]);
  });

  it("answers 404 and keeps the page out of search results for a course the API does not know", async () => {
    const served = await servedHead({
      route: route("/courses/:slug"),
      pathname: "/courses/nope",
      language: "en",
      languageInAddress: false,
      publicUrl: SITE,
      read: reader({}),
    });
    expect(served?.status).toBe(404);
    expect(served?.head).toContain('<meta name="robots" content="noindex">');
    expect(served?.head).toContain("<title>Page not found · Learning platform</title>");
  });

  it("keeps the built head when the API does not answer, or answers something else", async () => {
    const down = reader({ "/courses/x": { status: "unknown" } });
    expect(
      await servedHead({ route: route("/courses/:slug"), pathname: "/courses/x", language: "en", languageInAddress: false, publicUrl: SITE, read: down }),
    ).toBeNull();
    const odd = reader({ "/courses/x": { status: "found", body: { course: ["not", "a", "course"] } } });
    expect(
      await servedHead({ route: route("/courses/:slug"), pathname: "/courses/x", language: "en", languageInAddress: false, publicUrl: SITE, read: odd }),
    ).toBeNull();
  });

  it("answers the course's questions as a FAQPage", async () => {
    const served = await servedHead({
      route: route("/courses/:slug"),
      pathname: "/courses/intro",
      language: "en",
      languageInAddress: false,
      publicUrl: SITE,
      read: reader({
        "/courses/intro": { status: "found", body: { course: { ...course, faqs: [{ question: "Is it online?", answer: "<p>Yes, <b>all</b> of it.</p>" }] } } },
      }),
    });
    expect(jsonLd(served!.head).find((ld) => ld["@type"] === "FAQPage").mainEntity).toEqual([
      { "@type": "Question", name: "Is it online?", acceptedAnswer: { "@type": "Answer", text: "Yes, all of it." } },
    ]);
  });

  it("says a free course is free, and leaves out a rating it does not have", async () => {
    const free = { ...course, title: "Intro", pricing: "free", price: 0, sale_price: 0, reviews_count: 0 };
    const served = await servedHead({
      route: route("/courses/:slug"),
      pathname: "/courses/intro",
      language: "en",
      languageInAddress: false,
      publicUrl: SITE,
      read: reader({ "/courses/intro": { status: "found", body: { course: free } } }),
    });
    const [ld] = jsonLd(served!.head);
    expect(ld.offers[0]).toMatchObject({ category: "Free", price: 0, priceCurrency: "XAF" });
    expect(ld.aggregateRating).toBeUndefined();
    expect(served!.head).toContain(`<link rel="canonical" href="${SITE}/courses/intro">`);
  });
});

describe("the heads of an organization's page and a post's", () => {
  it("describe an organization from its own words, with its logo and social pages", async () => {
    const org = {
      name: "Institut Siantou",
      slug: "siantou",
      about: "<p>Training since 1994.</p>",
      logo: "https://cdn.cm/l.png",
      social_links: { facebook: "https://facebook.com/siantou", tiktok: "javascript:x" },
    };
    const served = await servedHead({
      route: route("/organizations/:slug"),
      pathname: "/organizations/siantou",
      language: "en",
      languageInAddress: false,
      publicUrl: SITE,
      read: reader({ "/organizations/siantou": { status: "found", body: { data: org, canonical_slug: "siantou" } } }),
    });
    expect(served!.head).toContain('<meta name="description" content="Training since 1994.">');
    const [ld] = jsonLd(served!.head);
    expect(ld).toMatchObject({
      "@type": "EducationalOrganization",
      name: "Institut Siantou",
      logo: "https://cdn.cm/l.png",
      sameAs: ["https://facebook.com/siantou"],
    });
  });

  it("describe a post as a BlogPosting with its headline, picture, date and author", async () => {
    const post = {
      slug: "bac",
      title: "Réussir le Bac C",
      content: "<p>Méthode.</p>",
      image: "https://api.learning.cm/storage/covers/c.svg",
      published_at: "2026-10-01T08:00:00.000Z",
      user: { name: "Mireille Ngo Bassa" },
      category: { name: "Science" },
      tags: ["bac", "maths"],
      language: "fr",
    };
    const served = await servedHead({
      route: route("/blog/:slug"),
      pathname: "/blog/bac",
      language: "fr",
      languageInAddress: false,
      publicUrl: SITE,
      read: reader({ "/posts/bac": { status: "found", body: { data: post } } }),
    });
    const [ld] = jsonLd(served!.head);
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: "Réussir le Bac C",
      datePublished: "2026-10-01T08:00:00.000Z",
      author: { "@type": "Person", name: "Mireille Ngo Bassa" },
      image: [`${SITE}/og/posts/bac.png`, post.image],
      inLanguage: "fr",
    });
    expect(served!.head).toContain('<meta property="og:type" content="article">');
  });
});

describe("the head of a page that shows no one thing", () => {
  it("names its addresses by language and speaks the page's language", async () => {
    const served = await servedHead({ route: route("/about"), pathname: "/about", language: "fr", languageInAddress: true, publicUrl: SITE, read: reader({}) });
    expect(served?.head).toContain("<title>À propos · Plateforme d’apprentissage</title>");
    expect(served?.head).toContain(`<link rel="canonical" href="${SITE}/about?lang=fr">`);
    expect(served?.head).toMatch(/<meta name="description" content="Pourquoi nous avons créé/);
  });

  it("describes the site, searchable through its catalogue, on the home page; the catalogue lists its first courses", async () => {
    const home = await servedHead({ route: route("/"), pathname: "/", language: "en", languageInAddress: false, publicUrl: SITE, read: reader({}) });
    expect(jsonLd(home!.head)[0]).toMatchObject({ "@type": "WebSite", potentialAction: { target: { urlTemplate: `${SITE}/courses?q={search_term_string}` } } });
    const courses = { data: [{ slug: "a", title: "A" }, { slug: "b c", title: "B" }, { title: "no slug" }] };
    const catalogue = await servedHead({
      route: route("/courses"),
      pathname: "/courses",
      language: "en",
      languageInAddress: false,
      publicUrl: SITE,
      read: reader({ "/courses?page=1": { status: "found", body: courses } }),
    });
    expect(jsonLd(catalogue!.head)[0].itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: `${SITE}/courses/a`, name: "A" },
      { "@type": "ListItem", position: 2, url: `${SITE}/courses/b%20c`, name: "B" },
    ]);
  });

  it("leaves the learner's pages and the sign-in alone", async () => {
    for (const path of ["/account/dashboard", "/signin"])
      expect(await servedHead({ route: route(path), pathname: path, language: "en", languageInAddress: false, publicUrl: SITE, read: reader({}) })).toBeNull();
  });
});

describe("the words of a description", () => {
  it("are the text of the HTML, on one line, cut at a word", () => {
    expect(plainText("<p>A&nbsp;<b>bold</b> &amp; <i>brave</i>&#33;</p><script>x()</script>")).toBe("A bold & brave!");
    expect(plainText(`<p>${"word ".repeat(60)}</p>`, 30)).toBe("word word word word word word…");
  });
});

describe("a course's price in its schema.org offer", () => {
  it("is the price the catalogue shows", () => {
    const cases = [
      { pricing: "free", price: 0, sale_price: 0 },
      { pricing: "paid", price: 15000, sale_price: 12000 },
      { pricing: "paid", price: 15000, sale_price: 0 },
      { pricing: "paid", price: 0, sale_price: 9000 },
      { pricing: "paid", price: 10000, sale_price: 12000 },
      { pricing: "free", price: 5000, sale_price: 0 },
    ];
    for (const c of cases) {
      const shown = priceDisplay(c);
      expect(coursePrice(c), JSON.stringify(c)).toBe(shown.free ? 0 : shown.pay);
    }
  });
});
