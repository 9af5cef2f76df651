import { foldForSearch } from "../../domains/catalogue/search-fold.ts";
import type { Database } from "../connection.ts";
import { AUDIENCE_FR, CATEGORY_REQUIREMENTS_FR, createdByFr, handbookFr, LEVEL_AUDIENCE_FR, LEVEL_REQUIREMENTS_FR, TYPE_PHRASES_FR } from "./catalogue-fr.ts";
import { COURSE_BLUEPRINTS, type CourseBlueprint, type Difficulty } from "./course-blueprints.ts";
import { courseFaqs } from "./faqs.ts";
import { coverImages } from "./images.ts";
import { type CourseLanguage, LESSON_MATERIAL } from "./lesson-material.ts";
import { LessonBuilder, type LessonDraft, type LessonType } from "./lessons.ts";
import { VIDEO_URLS } from "./materials.ts";
import type { SeededOrganization } from "./organizations.ts";
import { buildPdf } from "./pdf.ts";
import type { BankKey } from "./question-banks.ts";
import type { Random } from "./random.ts";
import type { SeedFiles } from "./storage.ts";
import { type CategoryKey, categoryByKey, fieldByName } from "./taxonomy.ts";
import { secondsAgo } from "./timeline.ts";

export interface SeededCourse {
  id: number;
  slug: string;
  title: string;
  /** False for the editions the scale seed derives from the blueprints. */
  handWritten: boolean;
  pricing: "free" | "paid";
  bulk: boolean;
  discounted: boolean;
  accessCode: string | null;
  /** Built from a fixed lesson plan: the short course the demo learner finishes. */
  compact: boolean;
  assessment: BankKey | null;
  language: CourseLanguage;
  categoryId: number;
  fieldId: number;
  organizationId: number;
  publishedAt: string;
}

/** Labels that tell the scale seed's derived editions apart; a number is appended once they run out. */
const EDITION_LABELS = [
  "Weekend Cohort",
  "Evening Cohort",
  "Self-Paced Edition",
  "Bootcamp Edition",
  "Douala Cohort",
  "Yaoundé Cohort",
  "Buea Cohort",
  "Bamenda Cohort",
  "Refresher Edition",
  "Workshop Series",
];

const EDITION_LABELS_FR = [
  "Promotion du week-end",
  "Cours du soir",
  "Édition à votre rythme",
  "Édition intensive",
  "Promotion de Douala",
  "Promotion de Yaoundé",
  "Promotion de Buea",
  "Promotion de Bamenda",
  "Édition de révision",
  "Série d’ateliers",
];

const PRICE_RANGE: Record<Difficulty, [number, number]> = {
  beginner: [5000, 40000],
  intermediate: [15000, 75000],
  advanced: [40000, 150000],
};

const AUDIENCE: Record<CategoryKey, string[]> = {
  technology: [
    "Students and graduates preparing for a career in technology",
    "Professionals who want to work more efficiently with digital tools",
    "Entrepreneurs who want to understand the technology behind their business",
  ],
  business: [
    "Owners and managers of small and medium-sized businesses",
    "Students of business, accounting and management",
    "Employees preparing for a promotion or a new role",
  ],
  languages: [
    "Students preparing for exams or studies in another language",
    "Civil servants and professionals working in bilingual settings",
    "Anyone who wants to communicate with more confidence",
  ],
  health: ["Families and caregivers", "Community health workers and volunteers", "Health and nursing students"],
  agriculture: ["Smallholder farmers and farm managers", "Young people starting an agricultural business", "Cooperative members and extension workers"],
  arts: [
    "Aspiring designers, photographers and creators",
    "Small business owners who produce their own marketing",
    "Creative professionals who want to formalise their skills",
  ],
  science: [
    "Secondary school students preparing for the GCE or Baccalauréat",
    "Teachers looking for fresh examples and activities",
    "Adults returning to science",
  ],
  personal: [
    "Students at secondary school or university",
    "Young professionals at the start of their career",
    "Anyone who wants to plan, learn and work more effectively",
  ],
};

const LEVEL_AUDIENCE: Record<Difficulty, string> = {
  beginner: "This course assumes no prior knowledge.",
  intermediate: "This course builds on the basics and suits learners with some prior experience.",
  advanced: "This course is for experienced learners who want to master the subject.",
};

const LEVEL_REQUIREMENTS: Record<Difficulty, string> = {
  beginner: "No previous experience: curiosity and regular practice are enough.",
  intermediate: "A good grasp of the basics of the subject, or completion of an introductory course.",
  advanced: "Solid practical experience in the field and comfort with its core concepts.",
};

const CATEGORY_REQUIREMENTS: Record<CategoryKey, string> = {
  technology: "A computer (Windows, macOS or Linux) with internet access; a smartphone is not enough for the practical work.",
  business: "A calculator or a spreadsheet program.",
  languages: "A notebook for vocabulary and about 20 minutes a day for practice.",
  health: "No special equipment; some demonstrations use items found at home.",
  agriculture: "Access to a farm, garden or demonstration plot is helpful but not required.",
  arts: "A smartphone or computer; free software is recommended for every exercise.",
  science: "A scientific calculator and a notebook.",
  personal: "A notebook or planner and the willingness to try new habits.",
};

const TYPE_PHRASES: Record<LessonType, string> = {
  video: "video lessons",
  article: "readings",
  assignment: "practical assignments",
  flashcard: "flashcards",
  quiz: "quizzes",
  worksheet: "worksheets",
  casestudy: "case studies",
  slide: "slide presentations",
};

function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const html = {
  list: (items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`,
  paragraph: (text: string): string => `<p>${text}</p>`,
};

function joinPhrases(phrases: string[], and = "and"): string {
  return phrases.length <= 1 ? phrases.join("") : `${phrases.slice(0, -1).join(", ")} ${and} ${phrases[phrases.length - 1]}`;
}
const joinPhrasesFr = (phrases: string[]) => joinPhrases(phrases, "et");

/** Roughly a third free, the paid ones alternating discounted and full price, unless the blueprint says otherwise. */
function pricingFor(random: Random, blueprint: CourseBlueprint, index: number) {
  const mode = blueprint.pricing ?? (["free", "discount", "full"] as const)[index % 3];
  if (mode === "free") return { pricing: "free" as const, bulk: false, price: 0, salePrice: 0 };
  const [low, high] = PRICE_RANGE[blueprint.level];
  const price = Math.max(mode === "discount" ? 10000 : low, 5000 * random.int(low / 5000, high / 5000));
  const salePrice = mode === "discount" ? price - 1000 * random.int(1, Math.floor((price * 0.4) / 1000)) : price;
  return { pricing: "paid" as const, bulk: mode === "bulk", price, salePrice };
}

/** The handbook PDF each category's courses list as a downloadable resource, in the course's language. */
function handbook(files: SeedFiles, category: CategoryKey, language: CourseLanguage) {
  const name = categoryByKey(category).name;
  const book =
    language === "fr"
      ? handbookFr(category)
      : {
          resource: `${name} Course Handbook (PDF)`,
          title: `${name} Course Handbook`,
          paragraphs: [
            `This handbook accompanies the ${name.toLowerCase()} courses on the platform. Keep it next to you while you study.`,
            "How to get the most from your course",
            "• Study a little every day rather than for many hours once a week.",
            "• Take each knowledge check when you reach it, and review any question you missed.",
            "• Complete the worksheets and assignments: practice is where learning happens.",
            "• Use the flashcards for a few minutes each day to keep key terms fresh.",
            "• Ask your instructors when you are stuck, and share what you learn with others.",
            `Who these courses are for: ${AUDIENCE[category].join("; ")}.`,
            `What you need: ${CATEGORY_REQUIREMENTS[category]}`,
          ],
        };
  const file = files.write(`handbooks/${slugify(name)}-handbook${language === "fr" ? "-fr" : ""}.pdf`, () => buildPdf(book));
  return { ...file, name: book.resource };
}

/** Derived editions are told apart by a label, numbered once the labels run out. */
function editionTitle(blueprint: CourseBlueprint, index: number): string {
  const edition = Math.floor(index / COURSE_BLUEPRINTS.length) - 1;
  if (edition < 0) return blueprint.title;
  const labels = blueprint.language === "fr" ? EDITION_LABELS_FR : EDITION_LABELS;
  const label = labels[edition % labels.length];
  const round = Math.floor(edition / labels.length);
  return `${blueprint.title}${blueprint.language === "fr" ? " :" : ":"} ${label}${round > 0 ? ` ${round + 1}` : ""}`;
}

/** Module titles with their lessons. Derived editions stay small so that the 10,000-course seed remains quick. */
function courseModules(lessonBuilder: LessonBuilder, random: Random, blueprint: CourseBlueprint, category: CategoryKey, handWritten: boolean) {
  const language = blueprint.language ?? "en";
  if (handWritten && blueprint.lessonPlan) {
    return {
      topics: blueprint.topics.slice(0, blueprint.lessonPlan.length),
      modules: lessonBuilder.plannedLessons(random, category, blueprint.lessonPlan, language),
    };
  }
  const moduleCount = Math.min(blueprint.topics.length, handWritten ? random.int(2, 5) : random.int(2, 3));
  const lessonCounts = Array.from({ length: moduleCount }, () => (handWritten ? random.int(2, 6) : random.int(2, 3)));
  return { topics: blueprint.topics.slice(0, moduleCount), modules: lessonBuilder.courseLessons(random, category, lessonCounts, language) };
}

export function seedCatalogue(db: Database, files: SeedFiles, random: Random, now: Date, organizations: SeededOrganization[], count: number): SeededCourse[] {
  const insertCourse = db.prepare(`
    INSERT INTO courses (slug, title, sub_title, organization_id, category_id, field_id, image, image_medium, intro_video,
      description, audience, objectives, requirements, outline, pricing, pricing_model, price, sale_price, difficulty_level,
      duration, access_code, search_text, language, published_at, created_at)
    VALUES (@slug, @title, @subTitle, @organizationId, @categoryId, @fieldId, @image, @imageMedium, @introVideo,
      @description, @audience, @objectives, @requirements, @outline, @pricing, @pricingModel, @price, @salePrice, @level,
      @duration, @accessCode, @searchText, @language, @publishedAt, @createdAt)`);
  const insertInstructor = db.prepare("INSERT INTO course_instructors (course_id, instructor_id, position) VALUES (?, ?, ?)");
  const insertFaq = db.prepare("INSERT INTO course_faqs (course_id, position, question, answer) VALUES (?, ?, ?, ?)");
  const insertModule = db.prepare("INSERT INTO modules (course_id, position, title) VALUES (?, ?, ?)");
  const insertLesson = db.prepare(`
    INSERT INTO lessons (module_id, course_id, position, type, title, sub_text, description, data_json, quiz_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertResource = db.prepare("INSERT INTO resources (course_id, type, name, file_size, url) VALUES (?, ?, ?, ?, ?)");

  const lessonBuilder = new LessonBuilder(files);
  const organizationsBySlug = new Map(organizations.map((org) => [org.slug, org]));
  const courses: SeededCourse[] = [];

  for (let index = 0; index < count; index++) {
    const blueprint = COURSE_BLUEPRINTS[index % COURSE_BLUEPRINTS.length];
    const handWritten = index < COURSE_BLUEPRINTS.length;
    const title = editionTitle(blueprint, index);
    const field = fieldByName(blueprint.field);
    const organization = organizationsBySlug.get(blueprint.organization)!;
    const { pricing, bulk, price, salePrice } = pricingFor(random, blueprint, index);
    const accessCode = handWritten ? (blueprint.accessCode ?? null) : null;
    const assessment = handWritten ? (blueprint.assessment ?? null) : null;
    const compact = handWritten && blueprint.lessonPlan !== undefined;
    const { topics, modules } = courseModules(lessonBuilder, random, blueprint, field.categoryKey, handWritten);
    const lessons = modules.flat();
    const duration = lessons.reduce((total, lesson) => total + lesson.minutes * 60, 0);

    const publishedSecondsAgo = random.int(86400, 400 * 86400);
    const publishedAt = secondsAgo(now, publishedSecondsAgo);
    const slug = slugify(title);
    const images = coverImages(files, index);
    const language = blueprint.language ?? "en";
    const french = language === "fr";
    const types = [...new Set(lessons.map((lesson) => lesson.type))];
    const typePhrase = french ? joinPhrasesFr(types.map((type) => TYPE_PHRASES_FR[type])) : joinPhrases(types.map((type) => TYPE_PHRASES[type]));

    const courseId = Number(
      insertCourse.run({
        slug,
        title,
        subTitle: blueprint.subTitle,
        organizationId: organization.id,
        categoryId: field.categoryId,
        fieldId: field.id,
        image: images.image,
        imageMedium: images.imageMedium,
        introVideo: index % 7 === 6 ? null : VIDEO_URLS[index % VIDEO_URLS.length],
        description:
          html.paragraph(blueprint.pitch) +
          html.paragraph(
            french
              ? createdByFr(organization.name, modules.length, typePhrase)
              : `Created by ${organization.name}, the course is organised in ${modules.length} modules that combine ${typePhrase}. Study at your own pace, on a computer or a phone.`,
          ),
        audience: french
          ? html.paragraph(LEVEL_AUDIENCE_FR[blueprint.level]) + html.list(AUDIENCE_FR[field.categoryKey])
          : html.paragraph(LEVEL_AUDIENCE[blueprint.level]) + html.list(AUDIENCE[field.categoryKey]),
        objectives: html.list(topics),
        requirements: french
          ? html.list([LEVEL_REQUIREMENTS_FR[blueprint.level], CATEGORY_REQUIREMENTS_FR[field.categoryKey]])
          : html.list([LEVEL_REQUIREMENTS[blueprint.level], CATEGORY_REQUIREMENTS[field.categoryKey]]),
        outline: outlineHtml(topics, modules, language),
        pricing,
        pricingModel: bulk ? "bulk" : "open_purchase",
        price,
        salePrice,
        level: blueprint.level,
        duration,
        accessCode,
        // A course taught in French is found by the language's name too, in either language.
        searchText: foldForSearch(`${title} ${blueprint.subTitle} ${organization.name}${french ? " français french" : ""}`),
        language,
        publishedAt,
        createdAt: secondsAgo(now, publishedSecondsAgo + random.int(1, 30) * 86400),
      }).lastInsertRowid,
    );

    random.sample(organization.instructorIds, random.int(1, 3)).forEach((instructorId, position) => insertInstructor.run(courseId, instructorId, position));

    const faqs = courseFaqs(random, {
      organizationName: organization.name,
      level: blueprint.level,
      pricing,
      bulk,
      price,
      salePrice,
      accessCode,
      hasAssessment: assessment !== null,
      durationSeconds: duration,
      language,
    });
    faqs.forEach((faq, position) => insertFaq.run(courseId, position, faq.question, faq.answer));

    modules.forEach((moduleLessons, position) => {
      const moduleId = Number(insertModule.run(courseId, position, topics[position]).lastInsertRowid);
      moduleLessons.forEach((lesson, lessonPosition) =>
        insertLesson.run(moduleId, courseId, lessonPosition, lesson.type, lesson.title, lesson.subText, lesson.description, lesson.dataJson, lesson.quizId),
      );
    });

    const book = handbook(files, field.categoryKey, language);
    const links = random.sample(LESSON_MATERIAL[language].links[field.categoryKey] ?? [], random.int(0, 3));
    insertResource.run(courseId, "file", book.name, book.bytes, book.url);
    for (const link of links) insertResource.run(courseId, "link", link.name, null, link.url);

    courses.push({
      id: courseId,
      slug,
      title,
      handWritten,
      pricing,
      bulk,
      discounted: salePrice < price,
      accessCode,
      compact,
      assessment,
      language,
      categoryId: field.categoryId,
      fieldId: field.id,
      organizationId: organization.id,
      publishedAt,
    });
  }
  return courses;
}

function outlineHtml(topics: string[], modules: LessonDraft[][], language: CourseLanguage): string {
  const colon = language === "fr" ? " :" : ":";
  const items = modules.map(
    (lessons, index) => `<li><strong>Module ${index + 1}${colon} ${topics[index]}</strong>${html.list(lessons.map((lesson) => lesson.title))}</li>`,
  );
  return `<ol>${items.join("")}</ol>`;
}
