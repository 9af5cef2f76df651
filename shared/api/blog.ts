import * as v from "valibot";
import { request } from "#shared/api/client.ts";
import { PageMetaSchema, text } from "#shared/api/schemas.ts";
import { webLink } from "#shared/html/web-link.ts";
import type { Locale } from "#shared/i18n/locale.ts";

/** Only http(s) addresses are followed: a social link is anyone's to write. */
const webUrl = v.pipe(
  v.nullish(v.string(), null),
  v.transform((value: string | null) => webLink(value)),
);

/**
 * Beyond the contract: the language a post is written in, where an API says it. One the widgets
 * cannot name is left unsaid (null) rather than failing the whole list.
 */
const writtenIn = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value): Locale | null => {
    const code = value?.trim().toLowerCase();
    return code === "en" || code === "fr" ? code : null;
  }),
);

const AuthorSchema = v.object({
  name: v.optional(v.string(), ""),
  avatar: text,
  bio: text,
  facebook: webUrl,
  twitter: webUrl,
  linkedin: webUrl,
  instagram: webUrl,
});

/** A post as the list and its page both give it; the list may leave the long parts out. */
const PostSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  /** Beyond the contract: a plain-text summary for cards; without it the card reads the content. */
  excerpt: text,
  content: v.optional(v.string(), ""),
  thumbnail: text,
  image: text,
  category: v.nullish(v.object({ id: v.optional(v.number()), name: v.string() }), null),
  user: v.nullish(AuthorSchema, null),
  organization: v.nullish(v.object({ name: v.string(), slug: text, logo: text, about: text }), null),
  tags: v.optional(v.array(v.string()), []),
  related_posts: v.optional(v.array(v.object({ slug: v.string(), title: v.string(), thumbnail: text, published_at: text, language: writtenIn })), []),
  published_at: text,
  since: text,
  language: writtenIn,
});
export type Post = v.InferOutput<typeof PostSchema>;

const PostPageSchema = v.object({ data: v.array(PostSchema), meta: v.optional(PageMetaSchema, {}) });
export type PostPage = v.InferOutput<typeof PostPageSchema>;

/**
 * Posts are the same for every reader: read without the learner's token, so a cache between
 * may keep them and a sign-in does not change them.
 */
export const getPosts = (page: number, category: number | null, signal?: AbortSignal) =>
  request(PostPageSchema, "/posts", {
    query: { page, category: category ?? undefined },
    fallback: "An unexpected error occurred.",
    anonymous: true,
    signal,
  });

export const getPost = (slug: string, signal?: AbortSignal) =>
  request(v.object({ data: PostSchema }), `/posts/${encodeURIComponent(slug)}`, {
    fallback: "An unexpected error occurred.",
    anonymous: true,
    signal,
  }).then(({ data }) => data);
