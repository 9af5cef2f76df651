import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { nextPage, user } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import dateCss from "#shared/ui/date-fields/date-fields.css?inline";
import fieldsCss from "#shared/ui/forms/fields.css?inline";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import pictureCss from "../components/picture-picker.css?inline";
import { WithUser } from "../components/with-user.tsx";
import css from "./onboarding.css?inline";
import { t } from "./onboarding.messages.ts";
import { Wizard } from "./wizard.tsx";

export const styles = [fieldsCss, dateCss, pictureCss, css];

/**
 * <lp-onboarding>: the six steps a new learner completes once (date of birth, fields of
 * interest, education, language, reason for joining, profile picture). A learner who already
 * gave a date of birth and a reason goes straight on: to the page's `redirect`, or the dashboard.
 */
export default function Onboarding() {
  useSignals();
  const learner = user.value;
  const onboarded = learner !== null && Boolean(learner.date_of_birth && learner.why_join);
  // Set when this page's onboarding has just been sent: the wizard then leads the way out.
  const [finishing, setFinishing] = useState(false);

  useEffect(() => {
    if (learner && onboarded && !finishing) navigation.go(nextPage(learner));
  }, [learner, onboarded, finishing]);

  return (
    <WithUser signedOut={t("onboarding.signed-out")} signIn={t("onboarding.sign-in")}>
      {(current) =>
        onboarded && !finishing ? <Skeleton count={4} height={28} /> : <Wizard key={current.id} learner={current} onFinishing={() => setFinishing(true)} />
      }
    </WithUser>
  );
}
