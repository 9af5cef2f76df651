import { useSignals } from "@preact/signals-react/runtime";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { getPosts, type Post } from "#shared/api/blog.ts";
import { getCategories } from "#shared/api/catalogue.ts";
import { serverMessage } from "#shared/api/errors.ts";
import { href } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { formatNumber } from "#shared/format/format.ts";
import { plainText } from "#shared/html/plain-text.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { locale } from "#shared/i18n/locale.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { DateText } from "#shared/ui/date-text.tsx";
import { LanguageBadge } from "#shared/ui/language-badge.tsx";
import mediaCardCss from "#shared/ui/media-card.css?inline";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import breadcrumbCss from "../components/breadcrumb.css?inline";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { type BlogAddress, hasNextPage, lastPage, readAddress, searchFor } from "./address.ts";
import css from "./blog-list.css?inline";
import { t } from "./blog-list.messages.ts";

export const styles = [mediaCardCss, breadcrumbCss, css];

/** A card's summary, when the answer has no excerpt of its own. */
const EXCERPT_LENGTH = 160;
/** The pictures the first screen shows load at once (the largest paint is among them); the rest as they come near. */
const EAGER_CARDS = 3;
const SKELETON_CARDS = 6;

/** A click the browser should handle itself: a new tab, a new window, a download. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * <lp-blog-list>: the blog, page by page, filtered by category. Pages and categories are real
 * links (a new tab works, so does a crawler); followed in place they change the address, read the
 * posts, and move the focus to the list's heading, and Back returns to the page before.
 */
export default function BlogList() {
  useSignals();
  const [address, setAddress] = useState(() => readAddress(location.search));
  const heading = useRef<HTMLHeadingElement>(null);
  const posts = useModel(
    () => resource((signal) => getPosts(address.page, address.category, signal), { handed: `posts:${address.page}:${address.category ?? ""}` }),
    [address.page, address.category],
  );
  const categories = useModel(() => resource(() => getCategories(), { handed: "categories" }), []);

  useEffect(() => {
    const onPop = () => setAddress(readAddress(location.search));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const link = (next: BlogAddress) => `${location.pathname}${searchFor(location.search, next)}`;
  function follow(event: MouseEvent, next: BlogAddress) {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    history.pushState(null, "", link(next));
    setAddress(next);
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }

  const state = posts.state.value;
  const list = categories.state.value;
  const said = state.status === "error" ? serverMessage(state.error) : null;
  const filter = useRef<HTMLElement>(null);

  // The chosen category is in sight in its row, which scrolls sideways on a phone. Only the row
  // moves: the categories may arrive after the reader has scrolled the page, which stays put.
  useEffect(() => {
    const row = filter.current?.querySelector("ul");
    const chip = row?.querySelector("[aria-current='page']");
    if (!row || !chip) return;
    const [r, c] = [row.getBoundingClientRect(), chip.getBoundingClientRect()];
    if (c.left < r.left || c.right > r.right) row.scrollLeft += c.left - r.left - (r.width - c.width) / 2;
  }, [list.status, address.category]);
  return (
    <div className="blog">
      <Breadcrumb current={t("blog.title")} />
      <h1 className="blog-title" ref={heading} tabIndex={-1}>
        {t("blog.title")}
      </h1>
      <p className="blog-intro">{t("blog.intro")}</p>
      <nav className="blog-filter" ref={filter} aria-label={t("blog.categories")} part="filter">
        {list.status === "ready" && (
          <ul>
            {[{ id: null, name: t("blog.all") }, ...list.data.data].map((c) => (
              <li key={c.id ?? "all"}>
                <a
                  className="blog-chip"
                  href={link({ page: 1, category: c.id })}
                  aria-current={address.category === c.id ? "page" : undefined}
                  onClick={(e) => follow(e, { page: 1, category: c.id })}
                >
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </nav>
      {state.status === "loading" ? (
        <div className="blog-loading" aria-busy="true">
          <Skeleton count={SKELETON_CARDS} height={320} />
        </div>
      ) : state.status === "error" ? (
        <ErrorState message={said ? t("blog.error", { message: said }) : tc("common.unexpected-error")} onRetry={posts.retry} />
      ) : state.data.data.length === 0 ? (
        <EmptyState title={t("blog.empty")}>
          {address.page > 1 ? (
            <a className="lp-button lp-button-secondary" href={link({ ...address, page: 1 })} onClick={(e) => follow(e, { ...address, page: 1 })}>
              {t("blog.first-page")}
            </a>
          ) : (
            address.category !== null && (
              <a className="lp-button lp-button-secondary" href={link({ page: 1, category: null })} onClick={(e) => follow(e, { page: 1, category: null })}>
                {t("blog.all")}
              </a>
            )
          )}
        </EmptyState>
      ) : (
        <>
          <ul className="blog-posts">
            {state.data.data.map((post, i) => (
              <li key={post.id}>
                <PostCard post={post} eager={i < EAGER_CARDS} />
              </li>
            ))}
          </ul>
          <Pager
            page={address.page}
            last={lastPage(state.data.meta)}
            next={hasNextPage(address.page, state.data.data.length, state.data.meta)}
            link={(page) => link({ ...address, page })}
            follow={(e, page) => follow(e, { ...address, page })}
          />
        </>
      )}
    </div>
  );
}

/**
 * A post in the page's language reads like the rest of the page; one in the other language says
 * so with a badge, and its words carry their language so a screen reader pronounces them right.
 */
function PostCard({ post, eager }: { post: Post; eager: boolean }) {
  useSignals();
  const summary = post.excerpt ?? plainText(post.content, EXCERPT_LENGTH);
  const lang = post.language ?? undefined;
  const foreign = post.language && post.language !== locale.value ? post.language : null;
  return (
    <article className="blog-card media-card lp-card lp-card-lift" part="card">
      <a className="media-card-link" href={href("post", { slug: post.slug })}>
        {post.thumbnail ? (
          <img
            className="media-card-image"
            src={post.thumbnail}
            alt=""
            width="320"
            height="180"
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            decoding="async"
          />
        ) : (
          <div className="media-card-image" aria-hidden="true" />
        )}
        <div className="media-card-body">
          {post.category && <p className="media-card-category">{post.category.name}</p>}
          <h2 className="media-card-title" lang={lang}>
            {post.title}
          </h2>
          {foreign && <LanguageBadge code={foreign} label={t(`blog.written-in.${foreign}`)} />}
          {summary && (
            <p className="blog-card-summary" lang={lang}>
              {summary}
            </p>
          )}
          <p className="blog-card-byline media-card-note">
            {post.user?.name && (
              <>
                <Avatar src={post.user.avatar} person={post.user} size={28} className="blog-card-avatar" />
                <span>{t("blog.by", { name: post.user.name })}</span>
              </>
            )}
            {post.published_at && <DateText iso={post.published_at} />}
          </p>
        </div>
      </a>
    </article>
  );
}

function Pager({
  page,
  last,
  next,
  link,
  follow,
}: {
  page: number;
  last: number | null;
  next: boolean;
  link: (page: number) => string;
  follow: (e: MouseEvent, page: number) => void;
}) {
  useSignals();
  if (page === 1 && !next) return null;
  return (
    <nav className="blog-pager" aria-label={t("blog.pages")} part="pager">
      {page > 1 ? (
        <a className="lp-button lp-button-secondary" rel="prev" href={link(page - 1)} onClick={(e) => follow(e, page - 1)}>
          {t("blog.previous")}
        </a>
      ) : (
        <span />
      )}
      <span className="blog-pager-where">
        {last === null ? t("blog.page", { page: formatNumber(page) }) : t("blog.page-of", { page: formatNumber(page), last: formatNumber(last) })}
      </span>
      {next ? (
        <a className="lp-button lp-button-secondary" rel="next" href={link(page + 1)} onClick={(e) => follow(e, page + 1)}>
          {t("blog.next")}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
