import { defineMessages } from "#shared/i18n/messages.ts";

/** Words the learner area's paged lists share. */
export const t = defineMessages({
  en: {
    "dashboard-lists.load-more": "Load more",
    "dashboard-lists.loading-more": "Loading more…",
    "dashboard-lists.shown": "Showing {shown} of {total}",
  },
  fr: {
    "dashboard-lists.load-more": "Charger plus",
    "dashboard-lists.loading-more": "Chargement de la suite…",
    "dashboard-lists.shown": "{shown} affichés sur {total}",
  },
});
