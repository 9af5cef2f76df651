import type { Difficulty } from "./course-blueprints.ts";
import type { LessonType } from "./lessons.ts";
import type { CategoryKey } from "./taxonomy.ts";

/** The words of a course page the seed writes, for a course taught in French. */
export const AUDIENCE_FR: Record<CategoryKey, string[]> = {
  technology: [
    "Élèves et diplômés qui se préparent à une carrière dans le numérique",
    "Professionnels qui veulent travailler plus efficacement avec les outils numériques",
    "Entrepreneurs qui veulent comprendre la technologie derrière leur activité",
  ],
  business: [
    "Propriétaires et gérants de petites et moyennes entreprises",
    "Étudiants en commerce, comptabilité et gestion",
    "Employés qui préparent une promotion ou un nouveau poste",
  ],
  languages: [
    "Élèves qui préparent des examens ou des études dans une autre langue",
    "Fonctionnaires et professionnels qui travaillent dans un cadre bilingue",
    "Toute personne qui veut communiquer avec plus d’assurance",
  ],
  health: ["Familles et aidants", "Agents de santé communautaire et bénévoles", "Étudiants en santé et en soins infirmiers"],
  agriculture: ["Petits exploitants et gérants d’exploitation", "Jeunes qui lancent une activité agricole", "Membres de coopératives et conseillers agricoles"],
  arts: [
    "Futurs designers, photographes et créateurs",
    "Commerçants qui réalisent eux-mêmes leur communication",
    "Professionnels de la création qui veulent structurer leurs compétences",
  ],
  science: [
    "Élèves du secondaire qui préparent le GCE ou le Baccalauréat",
    "Enseignants à la recherche d’exemples et d’activités nouvelles",
    "Adultes qui reviennent aux sciences",
  ],
  personal: [
    "Élèves du secondaire et étudiants",
    "Jeunes professionnels en début de carrière",
    "Toute personne qui veut s’organiser, apprendre et travailler plus efficacement",
  ],
};

export const LEVEL_AUDIENCE_FR: Record<Difficulty, string> = {
  beginner: "Ce cours ne suppose aucune connaissance préalable.",
  intermediate: "Ce cours s’appuie sur les bases et convient aux apprenants qui ont déjà un peu d’expérience.",
  advanced: "Ce cours s’adresse aux apprenants expérimentés qui veulent maîtriser le sujet.",
};

export const LEVEL_REQUIREMENTS_FR: Record<Difficulty, string> = {
  beginner: "Aucune expérience préalable : la curiosité et une pratique régulière suffisent.",
  intermediate: "Une bonne maîtrise des bases du sujet, ou un cours d’introduction terminé.",
  advanced: "Une solide expérience pratique du domaine et l’aisance avec ses notions essentielles.",
};

export const CATEGORY_REQUIREMENTS_FR: Record<CategoryKey, string> = {
  technology: "Un ordinateur (Windows, macOS ou Linux) connecté à internet ; un smartphone ne suffit pas pour les travaux pratiques.",
  business: "Une calculatrice ou un tableur.",
  languages: "Un cahier pour le vocabulaire et environ 20 minutes par jour de pratique.",
  health: "Aucun matériel particulier ; certaines démonstrations utilisent des objets de la maison.",
  agriculture: "L’accès à une exploitation, un jardin ou une parcelle de démonstration est utile mais pas obligatoire.",
  arts: "Un smartphone ou un ordinateur ; un logiciel gratuit est proposé pour chaque exercice.",
  science: "Une calculatrice scientifique et un cahier.",
  personal: "Un cahier ou un agenda, et l’envie d’essayer de nouvelles habitudes.",
};

export const TYPE_PHRASES_FR: Record<LessonType, string> = {
  video: "des leçons en vidéo",
  article: "des lectures",
  assignment: "des travaux pratiques",
  flashcard: "des cartes mémoire",
  quiz: "des quiz",
  worksheet: "des fiches d’exercices",
  casestudy: "des études de cas",
  slide: "des présentations",
};

/** A course's second paragraph, in French. */
export const createdByFr = (organization: string, modules: number, types: string) =>
  `Conçu par ${organization}, le cours est organisé en ${modules} modules qui associent ${types}. Étudiez à votre rythme, sur ordinateur ou sur téléphone.`;

/** The categories as a French course's handbook names them. */
export const CATEGORY_NAMES_FR: Record<CategoryKey, string> = {
  technology: "technologie",
  business: "gestion et commerce",
  languages: "langues",
  health: "santé",
  agriculture: "agriculture",
  arts: "arts et design",
  science: "sciences",
  personal: "développement personnel",
};

/** The handbook a French course lists as its downloadable resource. */
export function handbookFr(category: CategoryKey) {
  const name = CATEGORY_NAMES_FR[category];
  return {
    resource: `Guide du cours : ${name} (PDF)`,
    title: `Guide des cours de ${name}`,
    paragraphs: [
      `Ce guide accompagne les cours de ${name} de la plateforme. Gardez-le près de vous pendant vos études.`,
      "Comment tirer le meilleur parti de votre cours",
      "• Étudiez un peu chaque jour plutôt que de longues heures une fois par semaine.",
      "• Faites chaque contrôle des connaissances quand vous l’atteignez, et revoyez les questions manquées.",
      "• Faites les fiches d’exercices et les devoirs : c’est en pratiquant que l’on apprend.",
      "• Révisez les cartes mémoire quelques minutes par jour.",
      "• Interrogez vos formateurs quand vous bloquez, et partagez ce que vous apprenez.",
      `À qui s’adressent ces cours : ${AUDIENCE_FR[category].join(" ; ")}.`,
      `Ce qu’il vous faut : ${CATEGORY_REQUIREMENTS_FR[category]}`,
    ],
  };
}
