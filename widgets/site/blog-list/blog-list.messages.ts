import { defineMessages } from "#shared/i18n/messages.ts";

/** The blog's list of posts. */
export const t = defineMessages({
  en: {
    "blog.title": "Blog",
    "blog.intro": "Study tips, career advice and news from the schools and experts who teach here.",
    "blog.categories": "Categories",
    "blog.all": "All posts",
    "blog.error": "Error loading posts: {message}",
    "blog.empty": "No posts found.",
    "blog.first-page": "Back to the first page",
    "blog.pages": "Pages",
    "blog.previous": "Previous page",
    "blog.next": "Next page",
    "blog.page": "Page {page}",
    "blog.page-of": "Page {page} of {last}",
    "blog.by": "By {name}",
    // A small badge over a post card's picture, when the post is written in another language than the page: that language, as a code.
    // What the badge says to a screen reader, and in its tooltip.
    "blog.written-in.en": "In English",
    "blog.written-in.fr": "In French",
  },
  fr: {
    "blog.title": "Blog",
    "blog.intro": "Conseils d’étude, orientation professionnelle et actualités des écoles et des experts qui enseignent ici.",
    "blog.categories": "Catégories",
    "blog.all": "Tous les articles",
    "blog.error": "Erreur lors du chargement des articles : {message}",
    "blog.empty": "Aucun article trouvé.",
    "blog.first-page": "Revenir à la première page",
    "blog.pages": "Pages",
    "blog.previous": "Page précédente",
    "blog.next": "Page suivante",
    "blog.page": "Page {page}",
    "blog.page-of": "Page {page} sur {last}",
    "blog.by": "Par {name}",
    "blog.written-in.en": "En anglais",
    "blog.written-in.fr": "En français",
  },
});
