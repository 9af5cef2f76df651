import { defineMessages } from "#shared/i18n/messages.ts";

/** A course's or an exam's difficulty in the page's language. Ids keep the family they were first shipped in. */
const t = defineMessages({
  en: {
    "catalogue.difficulty.beginner": "Beginner",
    "catalogue.difficulty.intermediate": "Intermediate",
    "catalogue.difficulty.advanced": "Advanced",
  },
  fr: {
    "catalogue.difficulty.beginner": "Débutant",
    "catalogue.difficulty.intermediate": "Intermédiaire",
    "catalogue.difficulty.advanced": "Avancé",
  },
});

/** The spec's three levels by name; any other value as the API wrote it. */
export const difficultyLabel = (level: string | null | undefined): string =>
  level === "beginner" || level === "intermediate" || level === "advanced" ? t(`catalogue.difficulty.${level}`) : (level ?? "");
