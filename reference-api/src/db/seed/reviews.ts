import type { Database } from "../connection.ts";
import type { SeededCourse } from "./catalogue.ts";
import { avatar } from "./images.ts";
import type { SeededOrganization } from "./organizations.ts";
import type { Random } from "./random.ts";
import type { SeedFiles } from "./storage.ts";
import { daysAgo, secondsAgo } from "./timeline.ts";

/** [first name, last name, city, preferred language] */
const REVIEWERS: [string, string, string, "en" | "fr"][] = [
  ["Achille", "Mbarga", "Yaoundé", "fr"],
  ["Brenda", "Ashu", "Buea", "en"],
  ["Clarisse", "Ngono", "Yaoundé", "fr"],
  ["Divine", "Nfor", "Bamenda", "en"],
  ["Emmanuel", "Tabi", "Limbe", "en"],
  ["Gisèle", "Kamga", "Bafoussam", "fr"],
  ["Hervé", "Fotso", "Douala", "fr"],
  ["Ivo", "Che", "Bamenda", "en"],
  ["Joséphine", "Ewane", "Douala", "fr"],
  ["Kevin", "Ebai", "Buea", "en"],
  ["Larissa", "Tchinda", "Dschang", "fr"],
  ["Marcel", "Atangana", "Yaoundé", "fr"],
  ["Nadège", "Essomba", "Yaoundé", "fr"],
  ["Ornella", "Moukoko", "Douala", "fr"],
  ["Pascal", "Ndip", "Kumba", "en"],
  ["Rosine", "Tsafack", "Bafoussam", "fr"],
  ["Samuel", "Fon", "Kumbo", "en"],
  ["Tatiana", "Owona", "Yaoundé", "fr"],
  ["Ulrich", "Nana", "Douala", "fr"],
  ["Vanessa", "Eyong", "Mamfe", "en"],
  ["William", "Tanyi", "Buea", "en"],
  ["Yannick", "Djomo", "Douala", "fr"],
  ["Zita", "Ngwa", "Bamenda", "en"],
  ["Aïssatou", "Bello", "Garoua", "fr"],
  ["Boris", "Manga", "Ebolowa", "fr"],
  ["Carine", "Mvondo", "Yaoundé", "fr"],
  ["Desmond", "Nji", "Bamenda", "en"],
  ["Estelle", "Ekwalla", "Douala", "fr"],
  ["Fonyuy", "Berinyuy", "Kumbo", "en"],
  ["Grâce", "Ondoa", "Mbalmayo", "fr"],
  ["Hamadou", "Oumarou", "Maroua", "fr"],
  ["Irène", "Kengne", "Dschang", "fr"],
  ["Julius", "Enow", "Kumba", "en"],
  ["Kelly", "Mbah", "Limbe", "en"],
  ["Lionel", "Fouda", "Yaoundé", "fr"],
  ["Mercy", "Agbor", "Buea", "en"],
  ["Ngum", "Fru", "Bamenda", "en"],
  ["Patrice", "Essama", "Bertoua", "fr"],
  ["Rachel", "Eko", "Limbe", "en"],
  ["Salomon", "Ngu", "Ngaoundéré", "fr"],
];

/** Review texts grouped by the rating they fit, so a 1.5-star review never reads like praise. */
const REVIEW_TEXTS: { min: number; texts: string[] }[] = [
  {
    min: 4.5,
    texts: [
      "Clear explanations and practical examples from our own context. I applied what I learnt the same week.",
      "One of the best courses I have taken online. The quizzes made sure I really understood each module.",
      "Very well organised. The short videos and readings fit perfectly into my lunch breaks.",
      "The instructor explains difficult ideas simply. The worksheets were excellent practice.",
      "Worth the time I invested. I now feel confident doing this at work without asking for help.",
      "Excellent course. The case studies from Cameroonian businesses made it feel relevant.",
      "I recommended this course to my whole team. Practical, clear and well paced.",
      "The flashcards helped me revise on my phone during my taxi rides. Great design.",
    ],
  },
  {
    min: 3.5,
    texts: [
      "Good course with useful content. A few more worked examples would make it even better.",
      "Solid introduction. Some lessons were a bit long, but the quizzes kept me on track.",
      "I learnt a lot. The videos sometimes load slowly on my connection, but the readings are great.",
      "Useful and practical. I would have liked more exercises at the end of each module.",
      "Well structured course. The assignment took longer than expected but was worth it.",
      "Good value. The content is clear, although the last module felt rushed.",
    ],
  },
  {
    min: 2.5,
    texts: [
      "Some good material, but the level jumps quickly in the middle modules.",
      "The readings are useful but I expected more practical demonstrations.",
      "Average. Parts of the course repeat things I already knew from the introduction.",
      "Decent content, but I needed extra resources to understand the harder lessons.",
    ],
  },
  {
    min: 0.5,
    texts: [
      "Too basic for me. I did not learn much that was new.",
      "The course needs more examples; I struggled to follow several lessons.",
      "Not what I expected from the description. The practical part is very short.",
    ],
  },
];

/** Mostly satisfied learners, with a realistic tail of lukewarm and critical ratings. */
const RATINGS = [5, 5, 5, 4.5, 4.5, 4.5, 4.5, 4, 4, 4, 3.5, 3.5, 3, 2.5, 2, 1.5, 1];

const TESTIMONIALS = [
  "The instructors at {org} really care about their learners. I got answers to my questions within a day.",
  "Thanks to {org} I changed careers. The courses are practical and respected by employers.",
  "I have taken three courses with {org} and each one was better than the last.",
  "{org} explains things in a way that makes sense for our daily reality in Cameroon.",
  "Flexible, affordable and serious. {org} is my first choice for professional training.",
  "The certificates from {org} helped me get promoted at work.",
];

const emailLocalPart = (first: string, last: string): string =>
  `${first}.${last}`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function seedReviewers(db: Database, files: SeedFiles, now: Date): number[] {
  const insertUser = db.prepare(`
    INSERT INTO users (first_name, last_name, email, password_hash, location, language, profile_path, email_verified_at, created_at)
    VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?)`);
  return REVIEWERS.map(([first, last, city, language], index) => {
    const createdAt = daysAgo(now, 420 + index * 7);
    const profile = avatar(files, `reviewers/reviewer-${String(index + 1).padStart(2, "0")}`, `${first} ${last}`, index);
    const email = `${emailLocalPart(first, last)}@reviewers.example.cm`;
    return Number(insertUser.run(first, last, email, city, language, profile, createdAt, createdAt).lastInsertRowid);
  });
}

function reviewCount(random: Random, course: SeededCourse, index: number): number {
  // Every fourth catalogue course shows its rating block (more than five reviews); the rest show
  // counts instead. Derived editions get fewer reviews to keep the scale seed quick.
  if (course.handWritten) return index % 4 === 0 ? random.int(6, 12) : random.int(0, 4);
  return index % 10 === 0 ? random.int(6, 8) : random.int(0, 2);
}

export function seedReviews(db: Database, random: Random, now: Date, courses: SeededCourse[], reviewerIds: number[]): void {
  const insertReview = db.prepare("INSERT INTO reviews (user_id, course_id, rating, review, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)");
  courses.forEach((course, index) => {
    const published = Date.parse(course.publishedAt);
    for (const userId of random.sample(reviewerIds, reviewCount(random, course, index))) {
      const rating = random.pick(RATINGS);
      const text = random.pick(REVIEW_TEXTS.find((group) => rating >= group.min)!.texts);
      const ageSeconds = (now.getTime() - published) / 1000;
      const createdAt = secondsAgo(now, 3600 + random.next() * Math.max(0, ageSeconds - 3600));
      insertReview.run(userId, course.id, rating, text, createdAt, createdAt);
    }
  });
}

export function seedTestimonials(db: Database, random: Random, now: Date, organizations: SeededOrganization[], reviewerIds: number[]): void {
  const insert = db.prepare("INSERT INTO organization_testimonials (organization_id, user_id, review, created_at) VALUES (?, ?, ?, ?)");
  for (const org of organizations) {
    const texts = random.sample(TESTIMONIALS, random.int(2, 4));
    const authors = random.sample(reviewerIds, texts.length);
    texts.forEach((text, i) => insert.run(org.id, authors[i], text.replace("{org}", org.name), daysAgo(now, random.int(5, 300))));
  }
}
