import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, type RefObject, useId, useRef, useState } from "react";
import { type ExamCard as Exam, type ExamListKind, type ExamPage, getExamList } from "#shared/api/exams.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import type { RootProps } from "#shared/element/tag.ts";
import loadMoreCss from "#shared/lists/load-more.css?inline";
import { loadMoreWords } from "#shared/lists/load-more.messages.ts";
import { LoadMore } from "#shared/lists/load-more.tsx";
import { pagedList } from "#shared/lists/paged-list.ts";
import type { Breakpoint } from "#shared/ui/carousel/breakpoints.ts";
import carouselCss from "#shared/ui/carousel/carousel.css?inline";
import { Carousel, CarouselFrame, CarouselSkeleton } from "#shared/ui/carousel/carousel.tsx";
import mediaCardCss from "#shared/ui/media-card.css?inline";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import cardCss from "./exam-card.css?inline";
import { ExamCard } from "./exam-card.tsx";
import type { tag } from "./exam-list.api.ts";
import css from "./exam-list.css?inline";
import { t } from "./exam-list.messages.ts";

export const styles = [carouselCss, mediaCardCss, loadMoreCss, cardCss, css];

/** The spec's exam carousels: 5, 4, 2 or 1 exams side by side, by the screen's width. */
export const EXAM_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 1440, perView: 5 },
  { minWidth: 1024, perView: 4 },
  { minWidth: 600, perView: 2 },
];

const failure = () => `${t("exam-list.failed")}. ${t("exam-list.failed-hint")}.`;

type Section = "my-exams" | "recommended" | "popular" | "explore";

/** A carousel's heading and sub-line. */
function Heading({ id, section }: { id: string; section: Section }) {
  useSignals();
  return (
    <>
      <h2 id={id} className="carousel-title">
        {t(`exam-list.${section}`)}
      </h2>
      <p className="carousel-subtitle">{t(`exam-list.${section}.subtitle`)}</p>
    </>
  );
}

/** One list as a carousel of exam cards, or its loading, failure or empty state. */
function ExamCarousel({
  section,
  status,
  exams,
  onRetry,
  empty,
  reveal = null,
  children,
}: {
  section: Section;
  status: "loading" | "ready" | "error";
  exams: readonly Exam[];
  onRetry: () => void;
  empty: ReactNode;
  reveal?: number | null;
  children?: ReactNode;
}) {
  useSignals();
  const headingId = useId();
  const header = <Heading id={headingId} section={section} />;
  if (status === "ready" && exams.length > 0)
    return (
      <>
        <Carousel labelledBy={headingId} header={header} breakpoints={EXAM_BREAKPOINTS} widthOf="window" reveal={reveal}>
          {exams.map((exam) => (
            <ExamCard key={exam.id} exam={exam} />
          ))}
        </Carousel>
        {children}
      </>
    );
  return (
    <CarouselFrame labelledBy={headingId} header={header}>
      {status === "loading" ? <CarouselSkeleton /> : status === "error" ? <ErrorState message={failure()} onRetry={onRetry} /> : empty}
    </CarouselFrame>
  );
}

/** A carousel read once: My Exams, Recommended for You, Popular Exams. */
function OneList({ kind, section, empty }: { kind: ExamListKind; section: Section; empty: ReactNode }) {
  useSignals();
  const list = useModel(() => resource((signal) => getExamList(kind, 1, signal)), [kind]);
  const state = list.state.value;
  const exams = state.status === "ready" ? state.data.data : [];
  // Recommendations and popular exams say nothing when there are none: there is nothing to act on.
  if (state.status === "ready" && exams.length === 0 && empty === null) return null;
  return <ExamCarousel section={section} status={state.status} exams={exams} onRetry={list.retry} empty={empty} />;
}

/** Explore Exams: every exam, page by page; the carousel grows with Load more. */
function ExploreList({ anchor }: { anchor: RefObject<HTMLDivElement | null> }) {
  useSignals();
  const model = useModel(() => pagedList<Exam, ExamPage, "">((page, _filter, signal) => getExamList("explore", page, signal), ""), []);
  const list = model.view.value;
  // The first exam a Load more adds comes into view and takes the focus (the carousel does it).
  const [reveal, setReveal] = useState<number | null>(null);
  return (
    <div ref={anchor} className="exam-list-explore" tabIndex={-1}>
      <ExamCarousel
        section="explore"
        status={list.status}
        exams={list.items}
        onRetry={model.retry}
        empty={<EmptyState title={t("exam-list.explore.empty")} />}
        reveal={reveal}
      >
        <LoadMore
          shown={list.items.length}
          total={list.listed}
          hasMore={list.hasMore}
          more={list.more}
          failure={list.more === "error" ? failure() : null}
          count={false}
          onLoadMore={() => {
            setReveal(list.items.length);
            model.loadMore();
          }}
          words={loadMoreWords()}
        />
      </ExamCarousel>
    </div>
  );
}

/**
 * <lp-exam-list>: the exams page. My Exams (or, with none yet, a way to explore), Recommended for
 * You, Popular Exams and Explore Exams, each a carousel of 5, 4, 2 or 1 cards by screen width.
 */
export default function ExamList(_props: RootProps<typeof tag>) {
  useSignals();
  const explore = useRef<HTMLDivElement>(null);
  const toExplore = () => {
    explore.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    explore.current?.focus({ preventScroll: true });
  };
  return (
    <div className="exam-list" part="base">
      <OneList
        kind="my-exams"
        section="my-exams"
        empty={
          <EmptyState title={t("exam-list.my-exams.empty")}>
            <button type="button" className="lp-button lp-button-primary" onClick={toExplore} part="button">
              {t("exam-list.explore-button")}
            </button>
          </EmptyState>
        }
      />
      <OneList kind="recommended" section="recommended" empty={null} />
      <OneList kind="popular" section="popular" empty={null} />
      <ExploreList anchor={explore} />
    </div>
  );
}
