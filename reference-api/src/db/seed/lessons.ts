import { ARTICLES, type Article, ASSIGNMENTS } from "./articles.ts";
import { FLASHCARD_DECKS } from "./flashcards.ts";
import { CASE_STUDIES, SLIDE_DECKS, VIDEO_TITLES, VIDEO_URLS, WORKSHEETS } from "./materials.ts";
import { buildPdf } from "./pdf.ts";
import { type BankQuestion, quizPool } from "./question-banks.ts";
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

function readingLesson(type: "article" | "assignment", article: Article): LessonTemplate {
  // The learner app estimates reading at 260 words a minute, so the sub-text agrees with it;
  // assignments count the time to do the work as well.
  const readMinutes = Math.max(1, Math.ceil(wordCount(article.content) / 260));
  return {
    type,
    title: article.title,
    subText: type === "article" ? `${readMinutes} min read` : "Assignment · about 45 min",
    description: article.description,
    dataJson: JSON.stringify({ content: article.content }),
    minutes: type === "article" ? readMinutes : 45,
  };
}

function pdfUrl(files: SeedFiles, folder: string, file: string, title: string, paragraphs: string[], landscape = false): string {
  return files.write(`${folder}/${file}.pdf`, () => buildPdf({ title, paragraphs, landscape })).url;
}

function categoryTemplates(files: SeedFiles, category: CategoryKey, firstVideo: number): LessonTemplate[] {
  const templates: LessonTemplate[] = [];
  for (const article of ARTICLES.filter((a) => a.category === category)) templates.push(readingLesson("article", article));
  for (const assignment of ASSIGNMENTS.filter((a) => a.category === category)) templates.push(readingLesson("assignment", assignment));
  VIDEO_TITLES[category].forEach((title, index) => {
    const minutes = 6 + (((firstVideo + index) * 5) % 13);
    templates.push({
      type: "video",
      title,
      subText: `${minutes} min video`,
      description: `Video lesson (${minutes} minutes). Pause to take notes and replay any part you need.`,
      dataJson: JSON.stringify({ url: VIDEO_URLS[(firstVideo + index) % VIDEO_URLS.length] }),
      minutes,
    });
  });
  for (const deck of FLASHCARD_DECKS.filter((d) => d.category === category)) {
    templates.push({
      type: "flashcard",
      title: deck.title,
      subText: `${deck.items.length} cards`,
      description: deck.description,
      dataJson: JSON.stringify({ items: deck.items }),
      minutes: Math.ceil(deck.items.length / 2),
    });
  }
  for (const sheet of WORKSHEETS.filter((w) => w.category === category)) {
    const url = pdfUrl(files, "worksheets", sheet.file, sheet.title, [
      "Name: ______________________    Date: ______________",
      sheet.description,
      ...sheet.exercises,
    ]);
    templates.push({
      type: "worksheet",
      title: sheet.title,
      subText: "PDF worksheet",
      description: sheet.description,
      dataJson: JSON.stringify({ url }),
      minutes: 30,
    });
  }
  for (const study of CASE_STUDIES.filter((c) => c.category === category)) {
    const url = pdfUrl(files, "case-studies", study.file, study.title, [
      study.summary,
      "Questions for discussion",
      ...study.questions.map((question) => `• ${question}`),
    ]);
    templates.push({
      type: "casestudy",
      title: study.title,
      subText: "Case study",
      description: study.description,
      dataJson: JSON.stringify({ summary: study.summary, url }),
      minutes: 20,
    });
  }
  for (const deck of SLIDE_DECKS.filter((s) => s.category === category)) {
    const url =
      deck.source.kind === "pdf"
        ? pdfUrl(
            files,
            "slides",
            deck.source.file,
            deck.title.replace(/^Slides: /, ""),
            deck.source.bullets.map((bullet) => `• ${bullet}`),
            true,
          )
        : deck.source.url;
    templates.push({ type: "slide", title: deck.title, subText: "Slides", description: deck.description, dataJson: JSON.stringify({ url }), minutes: 10 });
  }
  return templates;
}

/**
 * Hands out lessons for courses. Quiz ids are unique across the whole seed, so one builder
 * serves every course in a run.
 */
export class LessonBuilder {
  private readonly templates = new Map<CategoryKey, LessonTemplate[]>();
  private readonly quizQuestions = new Map<CategoryKey, BankQuestion[]>();
  private nextQuizId = 1;

  constructor(files: SeedFiles) {
    CATEGORIES.forEach((category, index) => {
      this.templates.set(category.key, categoryTemplates(files, category.key, index));
      this.quizQuestions.set(category.key, quizPool(category.key));
    });
  }

  /**
   * Lessons for one course, module by module. Non-quiz lessons are dealt from a shuffled deck of
   * the category's material so a course rarely repeats one; many modules end with a quiz.
   */
  courseLessons(random: Random, category: CategoryKey, lessonsPerModule: number[]): LessonDraft[][] {
    const templates = this.templates.get(category)!;
    let deck: LessonTemplate[] = [];
    let quizNumber = 0;
    return lessonsPerModule.map((count) => {
      const endsWithQuiz = count >= 3 && random.chance(0.6);
      const lessons: LessonDraft[] = [];
      for (let i = 0; i < count; i++) {
        if ((endsWithQuiz && i === count - 1) || random.chance(0.08)) {
          lessons.push(this.quiz(random, category, ++quizNumber));
          continue;
        }
        if (deck.length === 0) deck = random.shuffle(templates);
        lessons.push({ ...deck.pop()!, quizId: null });
      }
      return lessons;
    });
  }

  /** Lessons named explicitly, module by module; the name "quiz" stands for a knowledge check. */
  plannedLessons(random: Random, category: CategoryKey, plan: string[][]): LessonDraft[][] {
    const templates = this.templates.get(category)!;
    let quizNumber = 0;
    return plan.map((titles) =>
      titles.map((title) => {
        if (title === "quiz") return this.quiz(random, category, ++quizNumber);
        const template = templates.find((t) => t.title === title);
        if (!template) throw new Error(`No ${category} lesson titled "${title}"`);
        return { ...template, quizId: null };
      }),
    );
  }

  private quiz(random: Random, category: CategoryKey, number: number): LessonDraft {
    const quizId = this.nextQuizId++;
    const picked = random.sample(this.quizQuestions.get(category)!, random.int(3, 6));
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
    const categoryName = CATEGORIES.find((c) => c.key === category)!.name;
    return {
      type: "quiz",
      title: `Knowledge Check ${number}`,
      subText: `${questions.length} questions`,
      description: `Answer ${questions.length} questions to check your understanding of key ideas in ${categoryName.toLowerCase()}.`,
      dataJson: JSON.stringify({ id: quizId, questions }),
      quizId,
      minutes: questions.length,
    };
  }
}
