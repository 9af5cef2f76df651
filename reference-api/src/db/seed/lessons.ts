import type { Article } from "./articles.ts";
import type { BankQuestion } from "./bank-question.ts";
import { type CourseLanguage, LESSON_MATERIAL, type LessonMaterial, type LessonWords } from "./lesson-material.ts";
import { VIDEO_URLS } from "./materials.ts";
import { buildPdf } from "./pdf.ts";
import type { Random } from "./random.ts";
import type { SeedFiles } from "./storage.ts";
import { CATEGORIES, type CategoryKey } from "./taxonomy.ts";

export type LessonType = "video" | "article" | "assignment" | "flashcard" | "quiz" | "worksheet" | "casestudy" | "slide";

/** A lesson ready to insert, apart from its ids and position. */
export interface LessonDraft {
  type: LessonType;
  title: string;
  subText: string;
  description: string;
  dataJson: string;
  quizId: number | null;
  minutes: number;
}

/** A non-quiz lesson, built once per category and shared by every course that uses it. */
type LessonTemplate = Omit<LessonDraft, "quizId">;

const wordCount = (html: string): number =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

function readingLesson(type: "article" | "assignment", article: Article, words: LessonWords): LessonTemplate {
  // The learner app estimates reading at 260 words a minute, so the sub-text agrees with it;
  // assignments count the time to do the work as well.
  const readMinutes = Math.max(1, Math.ceil(wordCount(article.content) / 260));
  return {
    type,
    title: article.title,
    subText: type === "article" ? words.minutesRead(readMinutes) : words.assignment,
    description: article.description,
    dataJson: JSON.stringify({ content: article.content }),
    minutes: type === "article" ? readMinutes : 45,
  };
}

function pdfUrl(files: SeedFiles, folder: string, file: string, title: string, paragraphs: string[], landscape = false): string {
  return files.write(`${folder}/${file}.pdf`, () => buildPdf({ title, paragraphs, landscape })).url;
}

function categoryTemplates(files: SeedFiles, material: LessonMaterial, category: CategoryKey, firstVideo: number): LessonTemplate[] {
  const { words } = material;
  const inCategory = <T extends { category: CategoryKey }>(items: T[]) => items.filter((item) => item.category === category);
  const templates: LessonTemplate[] = [];
  for (const article of inCategory(material.articles)) templates.push(readingLesson("article", article, words));
  for (const assignment of inCategory(material.assignments)) templates.push(readingLesson("assignment", assignment, words));
  (material.videoTitles[category] ?? []).forEach((title, index) => {
    const minutes = 6 + (((firstVideo + index) * 5) % 13);
    templates.push({
      type: "video",
      title,
      subText: words.video(minutes),
      description: words.videoDescription(minutes),
      dataJson: JSON.stringify({ url: VIDEO_URLS[(firstVideo + index) % VIDEO_URLS.length] }),
      minutes,
    });
  });
  for (const deck of inCategory(material.decks)) {
    templates.push({
      type: "flashcard",
      title: deck.title,
      subText: words.cards(deck.items.length),
      description: deck.description,
      dataJson: JSON.stringify({ items: deck.items }),
      minutes: Math.ceil(deck.items.length / 2),
    });
  }
  for (const sheet of inCategory(material.worksheets)) {
    const url = pdfUrl(files, "worksheets", sheet.file, sheet.title, [words.worksheetHeader, sheet.description, ...sheet.exercises]);
    templates.push({
      type: "worksheet",
      title: sheet.title,
      subText: words.worksheet,
      description: sheet.description,
      dataJson: JSON.stringify({ url }),
      minutes: 30,
    });
  }
  for (const study of inCategory(material.caseStudies)) {
    const url = pdfUrl(files, "case-studies", study.file, study.title, [
      study.summary,
      words.discussion,
      ...study.questions.map((question) => `• ${question}`),
    ]);
    templates.push({
      type: "casestudy",
      title: study.title,
      subText: words.caseStudy,
      description: study.description,
      dataJson: JSON.stringify({ summary: study.summary, url }),
      minutes: 20,
    });
  }
  for (const deck of inCategory(material.slides)) {
    const url =
      deck.source.kind === "pdf"
        ? pdfUrl(
            files,
            "slides",
            deck.source.file,
            deck.title.replace(words.slidesPrefix, ""),
            deck.source.bullets.map((bullet) => `• ${bullet}`),
            true,
          )
        : deck.source.url;
    templates.push({ type: "slide", title: deck.title, subText: words.slides, description: deck.description, dataJson: JSON.stringify({ url }), minutes: 10 });
  }
  if (templates.length === 0) throw new Error(`No lesson material for the ${category} category in this language`);
  return templates;
}

/**
 * Hands out lessons for courses, in the language each course is taught in. Quiz ids are unique
 * across the whole seed, so one builder serves every course in a run.
 */
export class LessonBuilder {
  private readonly templates = new Map<string, LessonTemplate[]>();
  private readonly quizQuestions = new Map<string, BankQuestion[]>();
  private nextQuizId = 1;

  constructor(private readonly files: SeedFiles) {}

  /**
   * Lessons for one course, module by module. Non-quiz lessons are dealt from a shuffled deck of
   * the category's material so a course rarely repeats one; many modules end with a quiz.
   */
  courseLessons(random: Random, category: CategoryKey, lessonsPerModule: number[], language: CourseLanguage = "en"): LessonDraft[][] {
    const templates = this.templatesFor(category, language);
    let deck: LessonTemplate[] = [];
    let quizNumber = 0;
    return lessonsPerModule.map((count) => {
      const endsWithQuiz = count >= 3 && random.chance(0.6);
      const lessons: LessonDraft[] = [];
      for (let i = 0; i < count; i++) {
        if ((endsWithQuiz && i === count - 1) || random.chance(0.08)) {
          lessons.push(this.quiz(random, category, language, ++quizNumber));
          continue;
        }
        if (deck.length === 0) deck = random.shuffle(templates);
        lessons.push({ ...deck.pop()!, quizId: null });
      }
      return lessons;
    });
  }

  /** Lessons named explicitly, module by module; the name "quiz" stands for a knowledge check. */
  plannedLessons(random: Random, category: CategoryKey, plan: string[][], language: CourseLanguage = "en"): LessonDraft[][] {
    const templates = this.templatesFor(category, language);
    let quizNumber = 0;
    return plan.map((titles) =>
      titles.map((title) => {
        if (title === "quiz") return this.quiz(random, category, language, ++quizNumber);
        const template = templates.find((t) => t.title === title);
        if (!template) throw new Error(`No ${category} lesson titled "${title}"`);
        return { ...template, quizId: null };
      }),
    );
  }

  /** Each language's material is built the first time a course asks for it: PDFs are written once. */
  private templatesFor(category: CategoryKey, language: CourseLanguage): LessonTemplate[] {
    const key = `${language}:${category}`;
    let templates = this.templates.get(key);
    if (!templates) {
      const firstVideo = CATEGORIES.findIndex((c) => c.key === category);
      templates = categoryTemplates(this.files, LESSON_MATERIAL[language], category, firstVideo);
      this.templates.set(key, templates);
    }
    return templates;
  }

  private questionsFor(category: CategoryKey, language: CourseLanguage): BankQuestion[] {
    const key = `${language}:${category}`;
    let questions = this.quizQuestions.get(key);
    if (!questions) {
      questions = LESSON_MATERIAL[language].quizPool(category);
      this.quizQuestions.set(key, questions);
    }
    return questions;
  }

  private quiz(random: Random, category: CategoryKey, language: CourseLanguage, number: number): LessonDraft {
    const quizId = this.nextQuizId++;
    const picked = random.sample(this.questionsFor(category, language), random.int(3, 6));
    // Question and option ids only need to be unique inside the quiz; deriving them from the
    // quiz id makes them unique across the seed as well.
    const questions = picked.map((question, q) => {
      const questionId = quizId * 10 + q + 1;
      const options = random.shuffle([question.correct, ...question.wrong]).map((text, o) => ({
        id: questionId * 10 + o + 1,
        text,
        is_correct: text === question.correct,
      }));
      return { id: questionId, text: question.text, explanation: question.explanation, options };
    });
    const { words } = LESSON_MATERIAL[language];
    const categoryName = CATEGORIES.find((c) => c.key === category)!.name;
    return {
      type: "quiz",
      title: words.quizTitle(number),
      subText: words.questions(questions.length),
      description: words.quizDescription(questions.length, categoryName),
      dataJson: JSON.stringify({ id: quizId, questions }),
      quizId,
      minutes: questions.length,
    };
  }
}
