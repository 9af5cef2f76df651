import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { getPost, type Post } from "#shared/api/blog.ts";
import { serverMessage } from "#shared/api/errors.ts";
import { SOCIAL_NETWORKS } from "#shared/config/config.ts";
import { absoluteHref, href, routeParam } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { usePageTitle } from "#shared/element/page-document.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import { tc } from "#shared/i18n/common-messages.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { DateText } from "#shared/ui/date-text.tsx";
import shareCss from "#shared/ui/share/share-buttons.css?inline";
import { ShareButtons } from "#shared/ui/share/share-buttons.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { ErrorState } from "#shared/ui/states.tsx";
import { useLowData } from "#shared/ui/use-low-data.ts";
import breadcrumbCss from "../components/breadcrumb.css?inline";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import type { tag } from "./blog-post.api.ts";
import css from "./blog-post.css?inline";
import { t } from "./blog-post.messages.ts";

export const styles = [shareCss, breadcrumbCss, css];

const AUTHOR_NETWORKS = ["facebook", "twitter", "linkedin", "instagram"] as const;

/**
 * <lp-blog-post slug?>: one post, read by its slug (the attribute, else the page's address).
 * Its content is the API's HTML, sanitised; every name, title and tag is text.
 */
export default function BlogPost({ slug: attribute }: RootProps<typeof tag>) {
  useSignals();
  const slug = attribute?.trim() || routeParam("post", "slug");
  const post = useModel(() => resource((signal) => (slug ? getPost(slug, signal) : Promise.reject(new Error("no slug"))), { handed: `post:${slug}` }), [slug]);
  const state = post.state.value;

  if (state.status === "loading")
    return (
      <div className="post post-loading" aria-busy="true">
        <Skeleton count={4} height={48} />
        <div className="post-image post-image-empty" />
      </div>
    );
  if (state.status === "error") {
    const message = serverMessage(state.error);
    return (
      <div className="post">
        <Breadcrumb parents={[{ label: t("post.blog"), href: href("blog") }]} current={t("post.blog")} />
        <ErrorState message={message ? t("post.error", { message }) : tc("common.unexpected-error")} onRetry={slug ? post.retry : undefined} />
        <a className="lp-button lp-button-secondary post-back" href={href("blog")}>
          {t("post.back")}
        </a>
      </div>
    );
  }
  return <Article key={state.data.id} post={state.data} />;
}

function Article({ post }: { post: Post }) {
  useSignals();
  // In low-data mode the post's thumbnail, where there is one.
  const picture = useLowData() ? (post.thumbnail ?? post.image) : (post.image ?? post.thumbnail);
  usePageTitle(post.title);
  const titleId = useId();
  const authorId = useId();
  const orgId = useId();
  const relatedId = useId();
  const author = post.user?.name ? post.user : null;
  const socials = author ? AUTHOR_NETWORKS.flatMap((network) => (author[network] ? [{ network, url: author[network] }] : [])) : [];
  const org = post.organization;
  // The post's own words carry its language, so a screen reader pronounces them right; the page's
  // words around them (labels, dates, the category) stay in the page's. Unknown, nothing is said.
  const lang = post.language ?? undefined;

  return (
    <article className="post" aria-labelledby={titleId}>
      <Breadcrumb parents={[{ label: t("post.blog"), href: href("blog") }]} current={post.title} />
      <header className="post-header">
        {post.category && (
          <p className="post-category">
            {post.category.id !== undefined ? <a href={href("blog", {}, { category: String(post.category.id) })}>{post.category.name}</a> : post.category.name}
          </p>
        )}
        <h1 id={titleId} className="post-title" lang={lang}>
          {post.title}
        </h1>
        <p className="post-meta">
          {author && (
            <>
              <Avatar src={author.avatar} person={author} size={36} className="post-avatar" />
              <span>{t("post.by", { name: author.name })}</span>
            </>
          )}
          {post.published_at && <DateText iso={post.published_at} />}
        </p>
      </header>
      {picture && <img className="post-image" src={picture} alt="" width="1200" height="675" fetchPriority="high" decoding="async" />}
      <div className="post-content" part="content" lang={lang}>
        <SafeHtml html={post.content} />
      </div>
      {post.tags.length > 0 && (
        <ul className="post-tags" aria-label={t("post.tags")}>
          {post.tags.map((tag) => (
            <li key={tag} lang={lang}>
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <ShareButtons url={absoluteHref("post", { slug: post.slug })} title={post.title} label={t("post.share")} />
      {author && (
        <section className="post-box lp-card" aria-labelledby={authorId} part="author">
          <Avatar src={author.avatar} person={author} size={64} className="post-avatar" />
          <div>
            <h2 id={authorId}>{t("post.author")}</h2>
            <p className="post-box-name">{author.name}</p>
            {author.bio && <p>{author.bio}</p>}
            {socials.length > 0 && (
              <ul className="post-socials">
                {socials.map((s) => (
                  <li key={s.network}>
                    <a
                      href={s.url!}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t("post.author-social", { name: author.name, network: SOCIAL_NETWORKS[s.network] })}
                    >
                      {SOCIAL_NETWORKS[s.network]}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}
      {org && (
        <section className="post-box lp-card" aria-labelledby={orgId} part="organization">
          {org.logo ? <img className="post-org-logo" src={org.logo} alt="" width="64" height="64" loading="lazy" decoding="async" /> : null}
          <div>
            <h2 id={orgId}>{t("post.organization")}</h2>
            <p className="post-box-name">{org.name}</p>
            {org.about && <SafeHtml className="post-org-about" html={org.about} />}
            {org.slug && <a href={href("organization", { slug: org.slug })}>{t("post.organization-link", { name: org.name })}</a>}
          </div>
        </section>
      )}
      {post.related_posts.length > 0 && (
        <section className="post-related" aria-labelledby={relatedId} part="related">
          <h2 id={relatedId}>{t("post.related")}</h2>
          <ul>
            {post.related_posts.map((r) => (
              <li key={r.slug}>
                <a className="post-related-link" href={href("post", { slug: r.slug })}>
                  {r.thumbnail ? (
                    <img src={r.thumbnail} alt="" width="120" height="68" loading="lazy" decoding="async" />
                  ) : (
                    <span className="post-related-empty" aria-hidden="true" />
                  )}
                  <span>
                    <span className="post-related-title" lang={r.language ?? undefined}>
                      {r.title}
                    </span>
                    {r.published_at && <DateText iso={r.published_at} />}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
