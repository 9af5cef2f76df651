import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, useId } from "react";
import type { User } from "#shared/api/schemas.ts";
import { href } from "#shared/config/runtime.ts";
import { formatNumber } from "#shared/format/format.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { WithUser } from "../components/with-user.tsx";
import css from "./profile.css?inline";
import { t } from "./profile.messages.ts";

export const styles = [css];

/** The title every learner has until they set their own. */
const DEFAULT_TITLE = "Learner";

const displayName = (u: User) => u.name?.trim() || `${u.first_name} ${u.last_name}`.trim();

/** <lp-profile>: the signed-in learner's profile, with Edit Profile leading to the profile settings. */
export default function Profile() {
  useSignals();
  return (
    <WithUser signedOut={t("profile.signed-out")} signIn={t("profile.sign-in")}>
      {(learner) => <StudentProfile learner={learner} />}
    </WithUser>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  useSignals();
  return (
    <div className="prof-detail">
      <dt>{label}</dt>
      <dd>{children ?? <span className="prof-missing">{t("profile.not-provided")}</span>}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="prof-section lp-card" aria-labelledby={id} part="card">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const filled = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function StudentProfile({ learner }: { learner: User }) {
  useSignals();
  const titleId = useId();
  const ownTitle = filled(learner.title);
  const title = ownTitle && ownTitle !== DEFAULT_TITLE ? ownTitle : t("profile.default-title");
  const phone = filled(learner.phone);
  const address = filled(learner.address);
  const institution = filled(learner.institution);
  const bio = filled(learner.bio);

  return (
    <article className="prof" aria-labelledby={titleId}>
      <header className="prof-header" part="header">
        <Avatar className="prof-avatar" src={learner.profile} person={learner} size={112} />
        <div className="prof-identity">
          <h1 id={titleId} className="prof-name">
            {displayName(learner)}
          </h1>
          <p className="prof-title">{title}</p>
          {institution && <p className="prof-institution">{institution}</p>}
        </div>
        <dl className="prof-points">
          <dt>{t("profile.points")}</dt>
          <dd>{formatNumber(learner.points)}</dd>
        </dl>
        <a className="lp-button lp-button-primary prof-edit" href={href("settingsProfile")} part="button">
          {t("profile.edit")}
        </a>
      </header>

      <div className="prof-body">
        <Section title={t("profile.details")}>
          <dl className="prof-details">
            <Detail label={t("profile.email")}>
              <a href={`mailto:${learner.email}`}>{learner.email}</a>
            </Detail>
            <Detail label={t("profile.phone")}>{phone && <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>}</Detail>
            <Detail label={t("profile.address")}>{address}</Detail>
            <Detail label={t("profile.institution")}>{institution}</Detail>
          </dl>
        </Section>

        <Section title={t("profile.bio")}>{bio ? <p className="prof-bio">{bio}</p> : <p className="prof-missing">{t("profile.no-bio")}</p>}</Section>

        <Section title={t("profile.interests")}>
          {learner.fields.length > 0 ? (
            <ul className="prof-interests">
              {learner.fields.map((field) => (
                <li key={field.id}>{field.name}</li>
              ))}
            </ul>
          ) : (
            <p className="prof-missing">
              {t("profile.no-interests")} <a href={href("settingsInterests")}>{t("profile.choose-interests")}</a>
            </p>
          )}
        </Section>
      </div>
    </article>
  );
}
