import fs from "node:fs";
import { type Database, inTransaction } from "../connection.ts";
import { seedBlog } from "./blog.ts";
import { type SeededCourse, seedCatalogue } from "./catalogue.ts";
import { recountCourses } from "./counters.ts";
import { COURSE_BLUEPRINTS } from "./course-blueprints.ts";
import { createTestWriter, seedAssessments, seedExams } from "./exams.ts";
import { silhouetteAvatar } from "./images.ts";
import { VIDEO_FILE } from "./materials.ts";
import { ORGANIZATIONS, seedOrganizations } from "./organizations.ts";
import { createRandom } from "./random.ts";
import { seedReviewers, seedReviews, seedTestimonials } from "./reviews.ts";
import { SeedFiles } from "./storage.ts";
import { CATEGORIES, FIELDS, seedTaxonomy } from "./taxonomy.ts";

export { recountCourses } from "./counters.ts";

export interface ContentOptions {
  /** Seed files are written under `{storageDir}/seed/` and referenced as `/storage/seed/...`. */
  storageDir: string;
  /** Defaults to the 64 hand-written courses; larger values add derived editions (the scale seed passes 10,000). */
  courses?: number;
  /** Timestamps are set relative to this instant; nothing else depends on the clock. */
  now?: Date;
}

/**
 * What the learner seed and the tests rely on. Course lists cover the hand-written catalogue only,
 * so the manifest stays small at any scale.
 */
export interface ContentManifest {
  freeCourseSlugs: string[];
  /** Open-purchase paid courses, with and without a discount. */
  paidCourseSlugs: string[];
  /** The subset of paidCourseSlugs whose sale_price is below price. */
  discountedCourseSlugs: string[];
  bulkCourseSlugs: string[];
  accessCode: { slug: string; code: string };
  /** A free course with four lessons, for the demo learner to complete and earn a certificate. */
  shortFreeCourseSlug: string;
  /** A free course that has an assessment. */
  assessmentCourseSlug: string;
  assessmentCourseSlugs: string[];
  examSlugs: string[];
  freeExamSlugs: string[];
  paidExamSlugs: string[];
  /** An exam whose retake delay is seven days. */
  examWithRetakeDelaySlug: string;
  categoryIds: number[];
  fieldIds: number[];
  organizationSlugs: string[];
  organizationAlias: { alias: string; slug: string };
  reviewerUserIds: number[];
  postSlugs: string[];
  /** A profile picture (root-relative `/storage/seed/...` path) for the demo learner. */
  demoAvatar: string;
}

/** Each stage draws from its own stream, so changing the course count never changes exams, reviews of earlier courses or the blog. */
const SEEDS = { catalogue: 0x5eed01, reviews: 0x5eed02, exams: 0x5eed03, testimonials: 0x5eed04 };

const WEEK_SECONDS = 7 * 86400;

export function seedContent(db: Database, options: ContentOptions): ContentManifest {
  const courseCount = options.courses ?? COURSE_BLUEPRINTS.length;
  if (courseCount < COURSE_BLUEPRINTS.length) {
    throw new RangeError(`seedContent needs at least ${COURSE_BLUEPRINTS.length} courses: the manifest refers to hand-written ones`);
  }
  const now = options.now ?? new Date();
  const files = new SeedFiles(options.storageDir);
  files.write(VIDEO_FILE, () => fs.readFileSync(new URL("./media/lesson-clip.webm", import.meta.url)));

  return inTransaction(db, () => {
    const existing = db.prepare("SELECT COUNT(*) AS n FROM categories").get() as { n: number };
    if (existing.n > 0) throw new Error("seedContent expects an empty database");

    seedTaxonomy(db);
    const organizations = seedOrganizations(db, files, now);
    const courses = seedCatalogue(db, files, createRandom(SEEDS.catalogue), now, organizations, courseCount);
    const reviewerIds = seedReviewers(db, files, now);
    seedReviews(db, createRandom(SEEDS.reviews), now, courses, reviewerIds);
    seedTestimonials(db, createRandom(SEEDS.testimonials), now, organizations, reviewerIds);
    const examRandom = createRandom(SEEDS.exams);
    const writeTest = createTestWriter(db, examRandom);
    const exams = seedExams(writeTest, files, examRandom, now, organizations);
    const assessments = seedAssessments(writeTest, examRandom, courses);
    const postSlugs = seedBlog(db, files, now, organizations);
    recountCourses(db);

    const catalogue = courses.filter((course) => course.handWritten);
    const slugs = (predicate: (course: SeededCourse) => boolean) => catalogue.filter(predicate).map((course) => course.slug);
    const withAccessCode = catalogue.find((course) => course.accessCode !== null)!;
    const aliased = ORGANIZATIONS.find((org) => org.aliases?.length)!;
    const assessmentCourses = catalogue.filter((course) => assessments.some((a) => a.courseId === course.id));

    return {
      freeCourseSlugs: slugs((course) => course.pricing === "free"),
      paidCourseSlugs: slugs((course) => course.pricing === "paid" && !course.bulk),
      discountedCourseSlugs: slugs((course) => course.pricing === "paid" && !course.bulk && course.discounted),
      bulkCourseSlugs: slugs((course) => course.bulk),
      accessCode: { slug: withAccessCode.slug, code: withAccessCode.accessCode! },
      shortFreeCourseSlug: catalogue.find((course) => course.compact && course.pricing === "free")!.slug,
      assessmentCourseSlug: assessmentCourses.find((course) => course.pricing === "free")!.slug,
      assessmentCourseSlugs: assessmentCourses.map((course) => course.slug),
      examSlugs: exams.map((exam) => exam.slug),
      freeExamSlugs: exams.filter((exam) => exam.price === 0).map((exam) => exam.slug),
      paidExamSlugs: exams.filter((exam) => exam.price > 0).map((exam) => exam.slug),
      examWithRetakeDelaySlug: exams.find((exam) => exam.retakeDelaySeconds === WEEK_SECONDS)!.slug,
      categoryIds: CATEGORIES.map((category) => category.id),
      fieldIds: FIELDS.map((field) => field.id),
      organizationSlugs: organizations.map((org) => org.slug),
      organizationAlias: { alias: aliased.aliases![0], slug: aliased.slug },
      reviewerUserIds: reviewerIds,
      postSlugs,
      demoAvatar: silhouetteAvatar(files, "learners/demo-learner", 2),
    };
  });
}
