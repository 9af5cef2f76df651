/**
 * Text as the catalogue's search compares it: lower case, without accents, so that "français"
 * finds "Francais" and "economie" finds "Économie", whichever way a learner or a course wrote it.
 */
export const foldForSearch = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    // Control characters mean nothing to a search, and NUL breaks the full-text index's query.
    .replace(/\p{Cc}+/gu, " ")
    .toLowerCase();
