import { defineMessages } from "#shared/i18n/messages.ts";

/** The site's service worker's words to the learner. */
export const t = defineMessages({
  en: {
    "site-worker.new-version": "A new version is ready",
    "site-worker.reload": "Reload",
  },
  fr: {
    "site-worker.new-version": "Une nouvelle version est prête",
    "site-worker.reload": "Recharger",
  },
});
