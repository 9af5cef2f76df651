import { useSignals } from "@preact/signals-react/runtime";
import { ApiError, serverMessage } from "#shared/api/errors.ts";
import { type ExamDetail as Exam, getExam, questionCount } from "#shared/api/exams.ts";
import { routeParam } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { usePageTitle } from "#shared/element/page-document.ts";
import type { RootProps } from "#shared/element/tag.ts";
import { formatDuration, formatMoney, formatNumber } from "#shared/format/format.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import { tc } from "#shared/i18n/common-messages.ts";
import enrolConfirmCss from "#shared/payments/enrolment/enrol-confirm-dialog.css?inline";
import paymentCss from "#shared/payments/payment-dialog.css?inline";
import { Avatar } from "#shared/ui/avatar.tsx";
import dialogCss from "#shared/ui/dialog/dialog.css?inline";
import { difficultyLabel } from "#shared/ui/difficulty.ts";
import figuresCss from "#shared/ui/figures/figures.css?inline";
import { type Figure, Figures } from "#shared/ui/figures/figures.tsx";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState, ErrorState } from "#shared/ui/states.tsx";
import { isFree } from "../components/price.ts";
import type { tag } from "./exam-detail.api.ts";
import detailCss from "./exam-detail.css?inline";
import { t } from "./exam-detail.messages.ts";
import { ExamEnrol } from "./exam-enrol.tsx";

export const styles = [fieldsCss, dialogCss, figuresCss, paymentCss, enrolConfirmCss, detailCss];

/**
 * <lp-exam-detail>: an exam's page. What it covers, its price until the learner is enrolled, who
 * made it and how it runs; Enroll Now, or the exam itself (<lp-exam-runner>, of this family, so
 * defined with it) once enrolled.
 */
export default function ExamDetail({ slug }: RootProps<typeof tag>) {
  useSignals();
  const key = slug?.trim() || routeParam("exam", "slug");
  const page = useModel(() => resource((signal) => (key ? getExam(key, signal) : Promise.reject(new ApiError("", 404)))), [key]);
  const state = page.state.value;
  usePageTitle(state.status === "ready" ? state.data.title : null);

  if (state.status === "loading") return <PageSkeleton />;
  if (state.status === "error" && state.error instanceof ApiError && state.error.status === 404) return <EmptyState title={t("exams.detail.not-found")} />;
  if (state.status === "error")
    return <ErrorState message={t("exams.detail.error", { message: serverMessage(state.error) ?? tc("common.unexpected-error") })} onRetry={page.retry} />;

  const exam = state.data;
  return (
    <article className="ed-page" part="page">
      <header className="ed-banner" part="banner">
        {exam.image && <img className="ed-image" src={exam.image} alt="" width="960" height="320" decoding="async" fetchPriority="high" />}
        <h1 className="ed-title">{exam.title}</h1>
      </header>
      <div className="ed-side">
        {exam.has_enrolled ? (
          <div className="ed-take lp-card">
            <lp-exam-runner exam={exam.slug} />
          </div>
        ) : (
          <Pricing exam={exam} />
        )}
      </div>
      <div className="ed-main">
        <Overview exam={exam} />
        <HtmlSection id="ed-included" title={t("exams.detail.included")} html={exam.whats_included} />
        <HtmlSection id="ed-prerequisites" title={t("exams.detail.prerequisites")} html={exam.requirements} />
      </div>
      <div className="ed-side ed-side-after">
        <Creator exam={exam} />
        <Settings />
      </div>
    </article>
  );
}

function Overview({ exam }: { exam: Exam }) {
  useSignals();
  const facts: Figure[] = [
    { key: "duration", label: t("exams.detail.duration"), value: formatDuration(exam.duration * 60) },
    { key: "questions", label: t("exams.detail.questions"), value: formatNumber(questionCount(exam)) },
  ];
  if (exam.difficulty) facts.push({ key: "difficulty", label: t("exams.detail.difficulty"), value: difficultyLabel(exam.difficulty) });
  if (exam.category) facts.push({ key: "category", label: t("exams.detail.category"), value: exam.category.name });
  if (exam.field) facts.push({ key: "field", label: t("exams.detail.field"), value: exam.field.name });
  return (
    <section className="ed-section lp-card" aria-labelledby="ed-overview" part="section">
      <h2 id="ed-overview" className="ed-heading">
        {t("exams.detail.overview")}
      </h2>
      <Figures look="plain" className="ed-facts" items={facts} />
      {exam.description && <p className="ed-description">{exam.description}</p>}
    </section>
  );
}

function HtmlSection({ id, title, html }: { id: string; title: string; html: string | null }) {
  if (!html?.trim()) return null;
  return (
    <section className="ed-section lp-card" aria-labelledby={id} part="section">
      <h2 id={id} className="ed-heading">
        {title}
      </h2>
      <SafeHtml className="ed-html" html={html} />
    </section>
  );
}

function Pricing({ exam }: { exam: Exam }) {
  useSignals();
  const free = isFree(exam);
  return (
    <section className="ed-pricing lp-card" aria-labelledby="ed-pricing" part="pricing">
      <h2 id="ed-pricing" className="ed-heading">
        {t("exams.detail.pricing")}
      </h2>
      <p className="ed-price">{free ? t("exams.detail.free") : formatMoney(exam.price)}</p>
      <p className="ed-price-note">{free ? t("exams.detail.free-note") : t("exams.detail.paid-note")}</p>
      <ExamEnrol exam={exam} />
    </section>
  );
}

const CREATOR_COUNTS = [
  ["exams.detail.exams", "exams_count"],
  ["exams.detail.courses", "courses_count"],
  ["exams.detail.reviews", "reviews_count"],
  ["exams.detail.followers", "followers_count"],
] as const;

/** Who made the exam; each of its counts only when above zero. */
function Creator({ exam }: { exam: Exam }) {
  useSignals();
  const creator = exam.creator;
  if (!creator) return null;
  const counts = CREATOR_COUNTS.filter(([, field]) => creator[field] > 0).map(([key, field]) => ({
    key: field,
    label: t.plural(key, creator[field]),
    value: formatNumber(creator[field]),
  }));
  return (
    <section className="ed-creator lp-card" aria-labelledby="ed-creator" part="creator">
      <h2 id="ed-creator" className="ed-heading">
        {t("exams.detail.created-by")}
      </h2>
      <div className="ed-creator-head">
        <Avatar src={creator.logo} person={creator} size={56} />
        <div>
          <p className="ed-creator-name">{creator.name}</p>
          {creator.motto && <p className="ed-creator-motto">{creator.motto}</p>}
        </div>
      </div>
      {counts.length > 0 && <Figures look="inline" label={t("exams.detail.creator-counts", { name: creator.name })} items={counts} />}
    </section>
  );
}

const SETTINGS = [
  ["exams.detail.settings.time-limit", "exams.detail.settings.enabled"],
  ["exams.detail.settings.randomize", "exams.detail.settings.enabled"],
  ["exams.detail.settings.results", "exams.detail.settings.not-allowed"],
  ["exams.detail.settings.retake", "exams.detail.settings.delays"],
] as const;

/** The spec's fixed description of how every exam runs. */
function Settings() {
  useSignals();
  return (
    <section className="ed-settings lp-card" aria-labelledby="ed-settings" part="settings">
      <h2 id="ed-settings" className="ed-heading">
        {t("exams.detail.settings")}
      </h2>
      <Figures look="plain" className="ed-settings-list" items={SETTINGS.map(([label, value]) => ({ key: label, label: t(label), value: t(value) }))} />
    </section>
  );
}

/** The page's shape while the exam is on its way. */
function PageSkeleton() {
  return (
    <div className="ed-page" aria-busy="true">
      <div className="ed-banner">
        <Skeleton count={1} height={28} />
      </div>
      <div className="ed-side">
        <Skeleton count={1} height={180} />
      </div>
      <div className="ed-main">
        <Skeleton count={3} height={120} />
      </div>
    </div>
  );
}
