import { getPosts } from "#shared/api/blog.ts";
import { getCourseCarousel, getCourses, getOrganizations } from "#shared/api/catalogue.ts";
import { getExamList } from "#shared/api/exams.ts";
import { getMyCertificates } from "#shared/api/learner.ts";
import { getCourseContent } from "#shared/api/learning.ts";
import { token } from "#shared/api/token.ts";

/** Real values to show a tag with, read from the platform: a course, an organization, a post… */
export interface Samples {
  course?: string;
  /** A course the signed-in learner follows: the player shows only those. */
  enrolled?: string;
  organization?: string;
  post?: string;
  exam?: string;
  /** An assessment of one of the signed-in learner's courses: only learners reach assessments. */
  assessment?: string;
  /** Only a signed-in learner has certificates to show; a visitor types a number. */
  certificate?: string;
}

const first = <T>(items: T[], pick: (item: T) => string | undefined) => items.map(pick).find((value) => !!value);

/** How many of the learner's courses are opened to look for an assessment: a few calls, side by side. */
const COURSES_TO_SEARCH = 6;

/** The first assessment among these courses; a course that cannot be read is passed over. */
async function firstAssessment(slugs: string[]): Promise<string | undefined> {
  const contents = await Promise.allSettled(slugs.slice(0, COURSES_TO_SEARCH).map((slug) => getCourseContent(slug)));
  return first(contents, (result) => (result.status === "fulfilled" && result.value.assessment ? String(result.value.assessment.id) : undefined));
}

/**
 * One public read per kind, side by side; a read that fails leaves its attributes empty (the
 * reader can still type a value), so the gallery never waits on the slowest or fails with one.
 */
export async function readSamples(): Promise<Samples> {
  const signedIn = !!token.peek();
  const mine = signedIn ? getCourseCarousel("my-learning").then(({ data }) => data.map((c) => c.slug).filter((slug) => !!slug)) : Promise.resolve([]);
  const [course, enrolled, assessment, organization, post, exam, certificate] = await Promise.allSettled([
    getCourses({ page: 1 }).then(({ data }) => first(data, (c) => c.slug)),
    mine.then((slugs) => slugs[0]),
    mine.then(firstAssessment),
    getOrganizations().then(({ data }) => first(data, (o) => o.slug)),
    getPosts(1, null).then(({ data }) => first(data, (p) => p.slug)),
    getExamList("explore").then(({ data }) => first(data, (e) => e.slug)),
    signedIn ? getMyCertificates().then(({ data }) => first(data ?? [], (c) => c.certificate_number)) : Promise.resolve(undefined),
  ]);
  const value = (result: PromiseSettledResult<string | undefined>) => (result.status === "fulfilled" ? result.value : undefined);
  return {
    course: value(course),
    enrolled: value(enrolled),
    organization: value(organization),
    post: value(post),
    exam: value(exam),
    assessment: value(assessment),
    certificate: value(certificate),
  };
}

/**
 * The attributes a tag is first shown with: what it needs to show something real (a course's
 * page needs a course), and nothing a reader would have to undo.
 */
export function sampleAttributes(tag: string, samples: Samples): Record<string, string> {
  const pick = (name: string, value: string | undefined): Record<string, string> => (value ? { [name]: value } : {});
  switch (tag) {
    case "lp-course-detail":
      return pick("slug", samples.course);
    case "lp-course-player":
      return pick("slug", samples.enrolled ?? samples.course);
    case "lp-organization-profile":
      return pick("slug", samples.organization);
    case "lp-blog-post":
      return pick("slug", samples.post);
    case "lp-exam-detail":
      return pick("slug", samples.exam);
    case "lp-exam-runner":
      return pick("exam", samples.exam);
    case "lp-assessment-runner":
      return pick("assessment-id", samples.assessment);
    case "lp-certificate":
    case "lp-certificate-badge":
      return pick("number", samples.certificate);
    case "lp-course-carousel":
      return { kind: "popular" };
    case "lp-legal-page":
      return { document: "privacy" };
    default:
      return {};
  }
}
