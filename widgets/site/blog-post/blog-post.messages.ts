import { defineMessages } from "#shared/i18n/messages.ts";

/** A blog post's page. */
export const t = defineMessages({
  en: {
    "post.blog": "Blog",
    "post.error": "Error loading post: {message}",
    "post.back": "Back to the blog",
    "post.by": "By {name}",
    "post.tags": "Tags",
    "post.share": "Share this post",
    "post.author": "About the author",
    "post.author-social": "{name} on {network}",
    "post.organization": "Published with",
    "post.organization-link": "See {name}’s courses and profile",
    "post.related": "Related posts",
  },
  fr: {
    "post.blog": "Blog",
    "post.error": "Erreur lors du chargement de l’article : {message}",
    "post.back": "Retour au blog",
    "post.by": "Par {name}",
    "post.tags": "Mots-clés",
    "post.share": "Partager cet article",
    "post.author": "À propos de l’auteur",
    "post.author-social": "{name} sur {network}",
    "post.organization": "Publié avec",
    "post.organization-link": "Voir les cours et le profil de {name}",
    "post.related": "Articles similaires",
  },
});
