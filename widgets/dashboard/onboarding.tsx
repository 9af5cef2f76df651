import { useEffect, useState } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { navigation } from "../../shared/auth/navigate.ts";
import { nextPage, signInUrl, status, user } from "../../shared/auth/session.ts";
import { Skeleton } from "../../shared/ui/states.tsx";
import css from "./onboarding.css?inline";
import { t } from "./onboarding.messages.ts";
import { Wizard } from "./onboarding/wizard.tsx";

export const onboardingCss = css;

const redirectParam = () => new URLSearchParams(location.search).get("redirect");

/**
 * <lp-onboarding>: the six steps a new learner completes once (date of birth, fields of
 * interest, education, language, reason for joining, profile picture). A learner who already
 * gave a date of birth and a reason goes straight on: to the page's `redirect`, or the dashboard.
 */
export function Onboarding() {
  useSignals();
  const learner = user.value;
  const onboarded = learner !== null && Boolean(learner.date_of_birth && learner.why_join);
  // Set when this page's onboarding has just been sent: the wizard then leads the way out.
  const [finishing, setFinishing] = useState(false);

  useEffect(() => {
    if (learner && onboarded && !finishing) navigation.go(nextPage(learner, redirectParam()));
  }, [learner, onboarded, finishing]);

  if (status.value === "unauthenticated")
    return (
      <p className="ob-signed-out">
        {t("onboarding.signed-out")} <a href={signInUrl()}>{t("onboarding.sign-in")}</a>
      </p>
    );
  if (!learner || (onboarded && !finishing)) return <Skeleton count={4} height={28} />;
  return <Wizard key={learner.id} learner={learner} onFinishing={() => setFinishing(true)} />;
}
