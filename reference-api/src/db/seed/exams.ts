import type { Database } from "../connection.ts";
import type { SeededCourse } from "./catalogue.ts";
import type { Difficulty } from "./course-blueprints.ts";
import { EXAMS_IN_FRENCH, whatsIncludedFr } from "./exams-fr.ts";
import { coverImages } from "./images.ts";
import type { SeededOrganization } from "./organizations.ts";
import { type BankKey, type BankQuestion, questionBank, TOPICS } from "./question-banks.ts";
import { frenchAssessmentBank } from "./questions-fr.ts";
import type { Random } from "./random.ts";
import type { SeedFiles } from "./storage.ts";
import { fieldByName } from "./taxonomy.ts";
import { daysAgo } from "./timeline.ts";

const HOUR = 3600;
const DAY = 86400;
const WEEK = 7 * DAY;

interface ExamDefinition {
  slug: string;
  title: string;
  organization: string;
  bank: BankKey;
  description: string;
  duration: number;
  difficulty: Difficulty;
  field: string;
  price: number;
  /** NULL keeps the default pass mark of 50. */
  passingScore: number | null;
  retakeDelaySeconds: number;
  showSolution: boolean;
  requirements: string[];
}

const EXAMS: ExamDefinition[] = [
  {
    slug: "mental-arithmetic-sprint",
    title: "Mental Arithmetic Sprint",
    organization: "benoue-science-institute",
    bank: "arithmetic",
    description:
      "Fifteen quick calculations covering addition, subtraction, multiplication, division and the order of operations. A fun way to sharpen the number skills you use every day at the market and at work.",
    duration: 15,
    difficulty: "beginner",
    field: "Mathematics",
    price: 0,
    passingScore: null,
    retakeDelaySeconds: 0,
    showSolution: true,
    requirements: ["Pen and paper for rough work (no calculator)", "Knowledge of multiplication tables up to 12"],
  },
  {
    slug: "gce-o-level-mathematics-practice-test",
    title: "GCE O-Level Mathematics Practice Test",
    organization: "mount-fako-university-of-technology",
    bank: "algebra",
    description:
      "Exam-style questions on linear equations, percentages, expansion, factorisation and simplification, modelled on the GCE Ordinary Level mathematics paper.",
    duration: 30,
    difficulty: "intermediate",
    field: "Mathematics",
    price: 3000,
    passingScore: 60,
    retakeDelaySeconds: DAY,
    showSolution: true,
    requirements: ["Completion of Form 4 mathematics or equivalent", "A calculator is allowed but not needed"],
  },
  {
    slug: "english-grammar-essentials",
    title: "English Grammar Essentials",
    organization: "grassfields-language-centre",
    bank: "english",
    description:
      "Check your command of the grammar that matters most in writing: agreement, tenses, conditionals, the passive voice and commonly confused words.",
    duration: 20,
    difficulty: "intermediate",
    field: "English",
    price: 0,
    passingScore: null,
    retakeDelaySeconds: HOUR,
    showSolution: true,
    requirements: ["An intermediate (B1) level of English", "A quiet place to concentrate for 20 minutes"],
  },
  {
    slug: "french-a1-placement-test",
    title: "French A1 Placement Test",
    organization: "grassfields-language-centre",
    bank: "french",
    description: "Find out whether you have mastered beginner French: greetings, numbers, être and avoir, negation, articles and the passé composé.",
    duration: 15,
    difficulty: "beginner",
    field: "French",
    price: 0,
    passingScore: null,
    retakeDelaySeconds: HOUR,
    showSolution: true,
    requirements: ["About 60 hours of French study, or completion of a beginner course"],
  },
  {
    slug: "digital-literacy-and-online-safety-test",
    title: "Digital Literacy and Online Safety Test",
    organization: "mount-fako-university-of-technology",
    bank: "computing",
    description: "Ten questions on computer basics, passwords, phishing, secure websites and backups: the knowledge every employee and student needs online.",
    duration: 15,
    difficulty: "beginner",
    field: "Cybersecurity",
    price: 0,
    passingScore: null,
    retakeDelaySeconds: DAY,
    showSolution: false,
    requirements: ["Everyday experience with a computer or smartphone"],
  },
  {
    slug: "web-development-fundamentals-exam",
    title: "Web Development Fundamentals Exam",
    organization: "chariot-digital-academy",
    bank: "web",
    description:
      "Prove your understanding of HTML, CSS and JavaScript fundamentals, including code-reading questions like those used in junior developer interviews.",
    duration: 25,
    difficulty: "intermediate",
    field: "Web Development",
    price: 5000,
    passingScore: null,
    retakeDelaySeconds: DAY,
    showSolution: true,
    requirements: ["Experience writing HTML and CSS", "Basic JavaScript: variables, functions and arrays"],
  },
  {
    slug: "bookkeeping-and-accounting-basics",
    title: "Bookkeeping and Accounting Basics",
    organization: "wouri-business-school",
    bank: "accounting",
    description: "Test your knowledge of double-entry bookkeeping, financial statements, depreciation and ratios, with questions set in the OHADA context.",
    duration: 30,
    difficulty: "intermediate",
    field: "Accounting & Finance",
    price: 5000,
    passingScore: 60,
    retakeDelaySeconds: DAY,
    showSolution: true,
    requirements: ["Knowledge of the accounting equation and journal entries", "A calculator"],
  },
  {
    slug: "crop-and-livestock-production-basics",
    title: "Crop and Livestock Production Basics",
    organization: "menoua-agricultural-institute",
    bank: "agriculture",
    description: "Twelve questions on soil fertility, crop protection, poultry health and livestock management for farmers, students and extension workers.",
    duration: 20,
    difficulty: "beginner",
    field: "Crop Production",
    price: 0,
    passingScore: null,
    retakeDelaySeconds: DAY,
    showSolution: true,
    requirements: ["Basic farming experience or an introductory agriculture course"],
  },
  {
    slug: "first-aid-and-community-health",
    title: "First Aid and Community Health",
    organization: "limbe-health-sciences-academy",
    bank: "health",
    description:
      "Check that you know what to do in common emergencies and how to prevent malaria, cholera and dehydration in your community. A pass mark of 70% reflects how important these skills are.",
    duration: 20,
    difficulty: "beginner",
    field: "First Aid",
    price: 0,
    passingScore: 70,
    retakeDelaySeconds: HOUR,
    showSolution: true,
    requirements: ["No prior training needed", "Recommended: the First Aid Essentials course"],
  },
  {
    slug: "cameroon-geography-and-civics",
    title: "Cameroon Geography and Civics",
    organization: "benoue-science-institute",
    bank: "civics",
    description:
      "How well do you know Cameroon? Questions on regions, rivers, mountains, national symbols and institutions, for students and anyone preparing for competitive entrance exams.",
    duration: 20,
    difficulty: "beginner",
    field: "Civic Education",
    price: 0,
    passingScore: null,
    retakeDelaySeconds: WEEK,
    showSolution: true,
    requirements: ["General knowledge of Cameroon's geography and history"],
  },
  {
    slug: "spreadsheet-skills-test",
    title: "Spreadsheet Skills Test",
    organization: "mount-fako-university-of-technology",
    bank: "spreadsheets",
    description: "Read small sheets, predict what formulas return and choose the right functions: the spreadsheet skills employers test most often.",
    duration: 20,
    difficulty: "intermediate",
    field: "Data Science",
    price: 3000,
    passingScore: 70,
    retakeDelaySeconds: DAY,
    showSolution: true,
    requirements: ["Regular use of a spreadsheet program", "Familiarity with SUM, AVERAGE and IF"],
  },
  {
    slug: "entrepreneurship-fundamentals",
    title: "Entrepreneurship Fundamentals",
    organization: "wouri-business-school",
    bank: "business",
    description: "Break-even, pricing, marketing and business registration in Cameroon: ten questions for aspiring and early-stage entrepreneurs.",
    duration: 20,
    difficulty: "beginner",
    field: "Entrepreneurship",
    price: 0,
    passingScore: null,
    retakeDelaySeconds: DAY,
    showSolution: true,
    requirements: ["Interest in starting or growing a business"],
  },
];

const list = (items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

function retakePolicy(seconds: number): string {
  if (seconds === 0) return "Retake as often as you like";
  if (seconds < DAY) return `Retake after ${seconds / HOUR} hour${seconds === HOUR ? "" : "s"}`;
  if (seconds < WEEK) return `Retake after ${seconds / DAY} day${seconds === DAY ? "" : "s"}`;
  return `Retake after ${seconds / WEEK} week${seconds === WEEK ? "" : "s"}`;
}

/** Generated from the exam's own settings so the list always tells the truth about it. */
function whatsIncluded(exam: ExamDefinition, questionCount: number): string {
  return list([
    `${questionCount} timed multiple-choice questions (${exam.duration} minutes)`,
    "Instant score with performance by topic",
    exam.showSolution ? "Worked explanations for every question once you pass" : "Detailed results by topic (solutions are not published)",
    `Pass mark: ${exam.passingScore ?? 50}%`,
    retakePolicy(exam.retakeDelaySeconds),
  ]);
}

export interface SeededExam {
  id: number;
  slug: string;
  price: number;
  retakeDelaySeconds: number;
}

export interface SeededAssessment {
  id: number;
  courseId: number;
  courseSlug: string;
}

/** A row of `tests`, in the statement's named parameters. */
interface TestRow {
  kind: "exam" | "assessment";
  slug: string | null;
  courseId: number | null;
  organizationId: number;
  title: string;
  description: string;
  image: string | null;
  duration: number;
  difficulty: Difficulty | null;
  categoryId: number;
  fieldId: number;
  pricing: "free" | "paid";
  price: number;
  whatsIncluded: string | null;
  requirements: string | null;
  passingScore: number | null;
  retakeDelaySeconds: number;
  showSolution: 0 | 1;
  publishedAt: string;
  createdAt: string;
}

export type TestWriter = (row: TestRow, questions: BankQuestion[]) => number;

/** Inserts the topics, then returns a writer for tests with their questions and shuffled answers. */
export function createTestWriter(db: Database, random: Random): TestWriter {
  const insertTopic = db.prepare("INSERT INTO topics (id, name) VALUES (?, ?)");
  const topicIds = new Map<string, number>();
  TOPICS.forEach((name, index) => {
    insertTopic.run(index + 1, name);
    topicIds.set(name, index + 1);
  });
  const insertTest = db.prepare(`
    INSERT INTO tests (kind, slug, course_id, organization_id, title, description, image, duration, difficulty, category_id, field_id,
      pricing, price, whats_included, requirements, passing_score, retake_delay_seconds, show_solution, published_at, created_at)
    VALUES (@kind, @slug, @courseId, @organizationId, @title, @description, @image, @duration, @difficulty, @categoryId, @fieldId,
      @pricing, @price, @whatsIncluded, @requirements, @passingScore, @retakeDelaySeconds, @showSolution, @publishedAt, @createdAt)`);
  const insertQuestion = db.prepare("INSERT INTO questions (test_id, topic_id, position, text, explanation) VALUES (?, ?, ?, ?, ?)");
  const insertAnswer = db.prepare("INSERT INTO answers (question_id, position, text, is_correct) VALUES (?, ?, ?, ?)");

  return (row, questions) => {
    const testId = Number(insertTest.run(row).lastInsertRowid);
    questions.forEach((question, position) => {
      const questionId = Number(insertQuestion.run(testId, topicIds.get(question.topic), position, question.text, question.explanation).lastInsertRowid);
      random
        .shuffle([question.correct, ...question.wrong])
        .forEach((text, answerPosition) => insertAnswer.run(questionId, answerPosition, text, text === question.correct ? 1 : 0));
    });
    return testId;
  };
}

/** An exam in the language it is set in: about a third are set, and taken, in French. */
function inItsLanguage(exam: ExamDefinition) {
  const french = EXAMS_IN_FRENCH[exam.slug];
  if (french) {
    return { ...exam, ...french, whatsIncluded: list(whatsIncludedFr(exam, french.questions.length)) };
  }
  const questions = questionBank(exam.bank);
  return { ...exam, questions, whatsIncluded: whatsIncluded(exam, questions.length) };
}

export function seedExams(writer: TestWriter, files: SeedFiles, random: Random, now: Date, organizations: SeededOrganization[]): SeededExam[] {
  const organizationIds = new Map(organizations.map((org) => [org.slug, org.id]));
  return EXAMS.map(inItsLanguage).map((exam, index) => {
    const { questions } = exam;
    const field = fieldByName(exam.field);
    const publishedDaysAgo = 12 + index * 19 + random.int(0, 9);
    const id = writer(
      {
        kind: "exam",
        slug: exam.slug,
        courseId: null,
        organizationId: organizationIds.get(exam.organization)!,
        title: exam.title,
        description: exam.description,
        image: coverImages(files, index * 5 + 2).image,
        duration: exam.duration,
        difficulty: exam.difficulty,
        categoryId: field.categoryId,
        fieldId: field.id,
        pricing: exam.price > 0 ? "paid" : "free",
        price: exam.price,
        whatsIncluded: exam.whatsIncluded,
        requirements: list(exam.requirements),
        passingScore: exam.passingScore,
        retakeDelaySeconds: exam.retakeDelaySeconds,
        showSolution: exam.showSolution ? 1 : 0,
        publishedAt: daysAgo(now, publishedDaysAgo),
        createdAt: daysAgo(now, publishedDaysAgo + 5),
      },
      questions,
    );
    return { id, slug: exam.slug, price: exam.price, retakeDelaySeconds: exam.retakeDelaySeconds };
  });
}

/** One assessment per course whose blueprint names a question bank. */
export function seedAssessments(writer: TestWriter, random: Random, courses: SeededCourse[]): SeededAssessment[] {
  return courses
    .filter((course) => course.assessment !== null)
    .map((course, index) => {
      const french = course.language === "fr";
      const questions = random.sample(french ? frenchAssessmentBank(course.assessment!) : questionBank(course.assessment!), 10);
      const id = writer(
        {
          kind: "assessment",
          slug: null,
          courseId: course.id,
          organizationId: course.organizationId,
          title: french ? `${course.title} : évaluation finale` : `${course.title}: Final Assessment`,
          description: french
            ? `${questions.length} questions sur les notions clés du cours. Terminez d’abord les leçons, puis vérifiez ce que vous avez appris.`
            : `${questions.length} questions covering the key ideas of the course. Complete the lessons first, then test what you have learnt.`,
          image: null,
          duration: questions.length * 2,
          difficulty: null,
          categoryId: course.categoryId,
          fieldId: course.fieldId,
          pricing: "free",
          price: 0,
          whatsIncluded: null,
          requirements: null,
          passingScore: 60,
          retakeDelaySeconds: index === 0 ? HOUR : DAY,
          showSolution: 1,
          publishedAt: course.publishedAt,
          createdAt: course.publishedAt,
        },
        questions,
      );
      return { id, courseId: course.id, courseSlug: course.slug };
    });
}
