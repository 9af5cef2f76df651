import { useSignals } from "@preact/signals-react/runtime";
import { href } from "#shared/config/runtime.ts";
import { Actions } from "../components/actions.tsx";
import { t as content } from "../components/content.messages.ts";
import { Hero } from "../components/hero.tsx";
import css from "../components/marketing.css?inline";
import { Cards, points, Section, Steps } from "../components/marketing.tsx";
import { t } from "./students-page.messages.ts";

export const styles = [css];

/** <lp-students-page>: what learners get, how it works, and where to start. */
export default function StudentsPage() {
  useSignals();
  return (
    <div className="mk-page">
      <Hero
        title={t("students.title")}
        lead={t("students.lead")}
        actions={[
          { label: t("students.browse"), href: href("courses"), primary: true },
          { label: t("students.signup"), href: href("signup") },
        ]}
      />
      <Section title={t("students.why")}>
        <Cards items={points(6, content, "content.benefits")} />
      </Section>
      <Section title={t("students.how")}>
        <Steps items={points(4, t, "students.how")} />
      </Section>
      <Section title={t("students.exams")} lead={t("students.exams.text")}>
        <Actions actions={[{ label: t("students.exams.cta"), href: href("exams") }]} />
      </Section>
    </div>
  );
}
