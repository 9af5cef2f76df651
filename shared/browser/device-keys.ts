/**
 * Names the platform keeps on the device, read by the modules that own them and by the loader,
 * which reads them before any widget code has come (and so cannot import those modules).
 */

/** The tab's session token, in session storage: the key the platform has always used. */
export const TOKEN_KEY = "authToken";
/** The token of a learner who chose "Keep me signed in on this device", in local storage. */
export const KEPT_TOKEN_KEY = "lpKeptToken";
/** The learner's low-data choice on this device ("on" or "off"), in local storage. */
export const LOW_DATA_KEY = "lpLowData";
/** Local storage keys of the learner's: they go when the learner signs out (shared/auth/learner-data.ts). */
export const LEARNER_KEY_PREFIX = "lpLearner:";
/** The calls each of the learner's pages made first on its last visit (shared/api/early-call.ts). */
export const FIRST_CALLS_KEY = `${LEARNER_KEY_PREFIX}firstCalls`;
/** Which learner the device's learner data belongs to (shared/auth/learner-data.ts). */
export const LEARNER_OWNER_KEY = `${LEARNER_KEY_PREFIX}owner`;
/** The last screens of the learner's pages, shown on their return before the code (shared/element/last-screen.ts). */
export const LAST_SCREENS_KEY = `${LEARNER_KEY_PREFIX}lastScreens`;
/** The page's key among those last screens. */
export const screenKey = (): string => location.pathname + location.search;
/** Marks a widget's element whose root shows the copy of the learner's last screen, until the widget takes its place. */
export const COPY_ATTRIBUTE = "data-lp-copy";
/** The reader's language choice on this device (shared/i18n/locale.ts). */
export const LOCALE_KEY = "lpLocale";
