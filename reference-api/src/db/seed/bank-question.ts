/** The seed's question banks: what a question is, and the topics they cover. */

/** A single-choice question: `correct` plus three distractors, shuffled when inserted. */
export interface BankQuestion {
  topic: Topic;
  /** HTML. */
  text: string;
  explanation: string;
  correct: string;
  wrong: [string, string, string];
}

export const TOPICS = [
  "Arithmetic",
  "Algebra",
  "English Grammar",
  "English Vocabulary",
  "French Language",
  "Computer Fundamentals",
  "Web Technologies",
  "Spreadsheets",
  "Accounting",
  "Entrepreneurship & Marketing",
  "Crop Production",
  "Animal Husbandry",
  "First Aid",
  "Public Health",
  "Geography of Cameroon",
  "Civics & Institutions",
  "Design Principles",
  "General Science",
  "Study & Career Skills",
  // The topics of the French courses' questions; new topics go last, since a topic's id is its place here.
  "Comptabilité",
  "Entrepreneuriat et marketing",
  "Langue française",
  "Santé publique",
  "Production agricole",
  "Stylisme et couture",
  "Sciences physiques",
  "Organisation et finances personnelles",
  // The French exams' own.
  "Géographie du Cameroun",
  "Institutions et citoyenneté",
] as const;

export type Topic = (typeof TOPICS)[number];

/** One question: `correct` and three distractors, with why the answer is right. */
export function q(topic: Topic, text: string, correct: string, wrong: [string, string, string], explanation: string): BankQuestion {
  return { topic, text, correct, wrong, explanation };
}
