import type { BankQuestion } from "./bank-question.ts";
import { ACCOUNTING_FR, BUSINESS_FR, CIVICS_FR, FRENCH_A1_FR } from "./questions-fr.ts";

/** An exam set and taken in French: its words and its questions. */
export interface ExamInFrench {
  title: string;
  description: string;
  requirements: string[];
  questions: BankQuestion[];
}

/** The French third of the exams, by slug (slugs stay as they were: links and bookmarks keep working). */
export const EXAMS_IN_FRENCH: Record<string, ExamInFrench> = {
  "french-a1-placement-test": {
    title: "Test de positionnement en français (A1)",
    description:
      "Vérifiez que vous maîtrisez le français des débutants : les salutations, les nombres, les verbes être et avoir, la négation, les articles et le passé composé.",
    requirements: ["Environ 60 heures d’apprentissage du français, ou un cours pour débutants terminé"],
    questions: FRENCH_A1_FR,
  },
  "bookkeeping-and-accounting-basics": {
    title: "Les bases de la comptabilité générale",
    description:
      "Testez vos connaissances sur la comptabilité en partie double, les états financiers, les amortissements et les ratios, avec des questions posées dans le cadre de l’OHADA.",
    requirements: ["Connaître l’équation du bilan et savoir passer une écriture au journal", "Une calculatrice"],
    questions: ACCOUNTING_FR,
  },
  "cameroon-geography-and-civics": {
    title: "Géographie et éducation civique du Cameroun",
    description:
      "Connaissez-vous bien le Cameroun ? Des questions sur les régions, les fleuves, les montagnes, les symboles nationaux et les institutions, pour les élèves et tous ceux qui préparent un concours administratif.",
    requirements: ["Des connaissances générales sur la géographie et l’histoire du Cameroun"],
    questions: CIVICS_FR,
  },
  "entrepreneurship-fundamentals": {
    title: "Les fondamentaux de l’entrepreneuriat",
    description:
      "Seuil de rentabilité, prix, marketing et création d’entreprise au Cameroun : dix questions pour les porteurs de projet et les jeunes entrepreneurs.",
    requirements: ["L’envie de créer ou de développer une entreprise"],
    questions: BUSINESS_FR,
  },
};

const HOUR = 3600;
const DAY = 86400;
const WEEK = 7 * DAY;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** When a French exam may be taken again, as its page says it. */
export function retakePolicyFr(seconds: number): string {
  if (seconds === 0) return "Repassez-le autant de fois que vous le souhaitez";
  if (seconds < DAY) return `Nouvelle tentative possible après ${plural(seconds / HOUR, "heure", "heures")}`;
  if (seconds < WEEK) return `Nouvelle tentative possible après ${plural(seconds / DAY, "jour", "jours")}`;
  return `Nouvelle tentative possible après ${plural(seconds / WEEK, "semaine", "semaines")}`;
}

/** What a French exam's page lists as included, from the exam's own settings. */
export function whatsIncludedFr(
  exam: { duration: number; showSolution: boolean; passingScore: number | null; retakeDelaySeconds: number },
  questionCount: number,
) {
  return [
    `${questionCount} questions à choix multiples, chronométrées (${exam.duration} minutes)`,
    "Votre score immédiat, détaillé par thème",
    exam.showSolution
      ? "Des explications détaillées pour chaque question une fois l’examen réussi"
      : "Des résultats détaillés par thème (les corrigés ne sont pas publiés)",
    `Note de passage : ${exam.passingScore ?? 50} %`,
    retakePolicyFr(exam.retakeDelaySeconds),
  ];
}
