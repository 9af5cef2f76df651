import { useSignals } from "@preact/signals-react/runtime";
import { memo, type RefObject, useRef } from "react";
import type { CourseSummary } from "#shared/api/catalogue.ts";
import { formatNumber } from "#shared/format/format.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import { LoadMore } from "#shared/lists/load-more.tsx";
import { Button } from "#shared/ui/button.tsx";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { CourseCard, FIRST_SCREEN_CARDS } from "../components/course-card.tsx";
import { t } from "./course-catalogue.messages.ts";
import { type CatalogueModel, hasAnyFilter, SKELETON_COUNT } from "./course-catalogue-model.ts";

/** The server's message as it came, or the default sentence in the page's language. */
const readable = (message: string | null) => message ?? tc("common.unexpected-error");

/** '{total} courses found', announced politely whenever it changes. */
export const ResultCount = memo(function ResultCount({ model }: { model: CatalogueModel }) {
  useSignals();
  const page = model.page.value;
  return (
    <p className="catalogue-count" role="status" aria-live="polite" aria-atomic="true" part="count">
      {page ? t.plural("course-catalogue.count", page.total, { total: formatNumber(page.total) }) : ""}
    </p>
  );
});

/** One list item. Memoised on the course object, which the model keeps as it is across pages. */
const CourseItem = memo(function CourseItem({ course, eager }: { course: CourseSummary; eager: boolean }) {
  return (
    <li className="catalogue-item">
      <CourseCard course={course} eager={eager} />
    </li>
  );
});

const CourseList = memo(function CourseList({ courses, listRef }: { courses: readonly CourseSummary[]; listRef: RefObject<HTMLUListElement | null> }) {
  return (
    <ul className="catalogue-list" ref={listRef} part="list">
      {courses.map((course, i) => (
        <CourseItem key={course.id} course={course} eager={i < FIRST_SCREEN_CARDS} />
      ))}
    </ul>
  );
});

/**
 * The results: a skeleton while page 1 loads, the error with a retry, the empty message, or the
 * cards with Load More. Focus stays on Load More while more pages remain; when the last page
 * arrives and the button goes, focus moves to the first course it added.
 */
export const Results = memo(function Results({ model }: { model: CatalogueModel }) {
  useSignals();
  const listRef = useRef<HTMLUListElement>(null);
  const status = model.status.value;
  const courses = model.courses.value;
  const page = model.page.value;
  const more = model.more.value;
  const hasMore = model.hasMore.value;

  if (status === "loading")
    return (
      <div className="catalogue-skeleton">
        <Skeleton count={SKELETON_COUNT} height={300} />
      </div>
    );
  if (status === "error") return <ErrorState message={t("course-catalogue.error", { message: readable(model.error.value) })} onRetry={model.retry} />;
  if (courses.length === 0)
    return (
      <EmptyState title={t("course-catalogue.empty")}>
        {hasAnyFilter(model.filters.value) && (
          <Button variant="secondary" onClick={model.clearFilters}>
            {t("course-catalogue.filters.clear")}
          </Button>
        )}
      </EmptyState>
    );

  return (
    <>
      <CourseList courses={courses} listRef={listRef} />
      <LoadMore
        shown={courses.length}
        total={page?.total ?? courses.length}
        hasMore={hasMore}
        more={more}
        failure={t("course-catalogue.error", { message: readable(model.moreError.value) })}
        count={hasMore || (page?.current_page ?? 1) > 1}
        onLoadMore={() => void model.loadMore()}
        listRef={listRef}
        focusable="a"
        words={{
          loadMore: t("course-catalogue.load-more"),
          loadingMore: t("course-catalogue.loading-more"),
          shown: (shown, total) => t("course-catalogue.shown", { shown, total }),
        }}
      />
    </>
  );
});
