import { ARTICLES, type Article, ASSIGNMENTS } from "./articles.ts";
import { ARTICLES_FR, ASSIGNMENTS_FR } from "./articles-fr.ts";
import type { BankQuestion } from "./bank-question.ts";
import { FLASHCARD_DECKS, type FlashcardDeck } from "./flashcards.ts";
import { CASE_STUDIES, type CaseStudy, REFERENCE_LINKS, SLIDE_DECKS, type SlideDeck, VIDEO_TITLES, WORKSHEETS, type Worksheet } from "./materials.ts";
import { CASE_STUDIES_FR, FLASHCARD_DECKS_FR, REFERENCE_LINKS_FR, SLIDE_DECKS_FR, VIDEO_TITLES_FR, WORKSHEETS_FR } from "./materials-fr.ts";
import { quizPool } from "./question-banks.ts";
import { QUIZ_POOL_FR } from "./questions-fr.ts";
import type { CategoryKey } from "./taxonomy.ts";

export type CourseLanguage = "en" | "fr";

/** The short texts a lesson carries besides its material, in the course's language. */
export interface LessonWords {
  minutesRead: (minutes: number) => string;
  assignment: string;
  video: (minutes: number) => string;
  videoDescription: (minutes: number) => string;
  cards: (count: number) => string;
  worksheet: string;
  worksheetHeader: string;
  caseStudy: string;
  discussion: string;
  slides: string;
  /** What a slide deck's title starts with, left off the handout's own title. */
  slidesPrefix: RegExp;
  quizTitle: (number: number) => string;
  questions: (count: number) => string;
  quizDescription: (count: number, categoryName: string) => string;
}

/** Everything one language offers the courses taught in it. */
export interface LessonMaterial {
  words: LessonWords;
  articles: Article[];
  assignments: Article[];
  decks: FlashcardDeck[];
  caseStudies: CaseStudy[];
  worksheets: Worksheet[];
  slides: SlideDeck[];
  videoTitles: Partial<Record<CategoryKey, string[]>>;
  links: Partial<Record<CategoryKey, { name: string; url: string }[]>>;
  quizPool: (category: CategoryKey) => BankQuestion[];
}

const ENGLISH: LessonMaterial = {
  words: {
    minutesRead: (minutes) => `${minutes} min read`,
    assignment: "Assignment · about 45 min",
    video: (minutes) => `${minutes} min video`,
    videoDescription: (minutes) => `Video lesson (${minutes} minutes). Pause to take notes and replay any part you need.`,
    cards: (count) => `${count} cards`,
    worksheet: "PDF worksheet",
    worksheetHeader: "Name: ______________________    Date: ______________",
    caseStudy: "Case study",
    discussion: "Questions for discussion",
    slides: "Slides",
    slidesPrefix: /^Slides: /,
    quizTitle: (number) => `Knowledge Check ${number}`,
    questions: (count) => `${count} questions`,
    quizDescription: (count, categoryName) => `Answer ${count} questions to check your understanding of key ideas in ${categoryName.toLowerCase()}.`,
  },
  articles: ARTICLES,
  assignments: ASSIGNMENTS,
  decks: FLASHCARD_DECKS,
  caseStudies: CASE_STUDIES,
  worksheets: WORKSHEETS,
  slides: SLIDE_DECKS,
  videoTitles: VIDEO_TITLES,
  links: REFERENCE_LINKS,
  quizPool,
};

const FRENCH: LessonMaterial = {
  words: {
    minutesRead: (minutes) => `${minutes} min de lecture`,
    assignment: "Devoir · environ 45 min",
    video: (minutes) => `Vidéo de ${minutes} min`,
    videoDescription: (minutes) => `Leçon en vidéo (${minutes} minutes). Faites des pauses pour prendre des notes et revoyez les passages utiles.`,
    cards: (count) => `${count} cartes`,
    worksheet: "Fiche d’exercices (PDF)",
    worksheetHeader: "Nom : ______________________    Date : ______________",
    caseStudy: "Étude de cas",
    discussion: "Questions pour la discussion",
    slides: "Diapositives",
    slidesPrefix: /^Diapositives : /,
    quizTitle: (number) => `Contrôle des connaissances ${number}`,
    questions: (count) => `${count} questions`,
    quizDescription: (count) => `Répondez à ${count} questions pour vérifier que vous avez compris les notions clés du module.`,
  },
  articles: ARTICLES_FR,
  assignments: ASSIGNMENTS_FR,
  decks: FLASHCARD_DECKS_FR,
  caseStudies: CASE_STUDIES_FR,
  worksheets: WORKSHEETS_FR,
  slides: SLIDE_DECKS_FR,
  videoTitles: VIDEO_TITLES_FR,
  links: REFERENCE_LINKS_FR,
  quizPool: (category) => {
    const pool = QUIZ_POOL_FR[category];
    if (!pool) throw new Error(`No French knowledge checks for the ${category} category`);
    return pool;
  },
};

export const LESSON_MATERIAL: Record<CourseLanguage, LessonMaterial> = { en: ENGLISH, fr: FRENCH };
