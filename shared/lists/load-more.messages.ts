import { defineMessages } from "#shared/i18n/messages.ts";

/** The Load more foot's words, shared by every paged list. Ids keep the family they were first shipped in. */
const t = defineMessages({
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

/** The Load more foot's words, in the page's language: call it from a component that subscribes with useSignals(). */
export const loadMoreWords = () => ({
  loadMore: t("dashboard-lists.load-more"),
  loadingMore: t("dashboard-lists.loading-more"),
  shown: (shown: string, total: string) => t("dashboard-lists.shown", { shown, total }),
});
