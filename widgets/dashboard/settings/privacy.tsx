import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { ApiError, readableError } from "#shared/api/errors.ts";
import { getOtherSessions, postSignOutOtherDevices } from "#shared/api/learner.ts";
import { href } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { Button } from "#shared/ui/button.tsx";
import { ErrorState } from "#shared/ui/states.tsx";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { BackLink } from "./back-link.tsx";
import { CardIcon } from "./icons.tsx";
import { t } from "./settings.messages.ts";
import { ViewHeading } from "./view-heading.tsx";

/** Privacy & Security: the way to Change Password, and the learner's other devices. */
export function Privacy() {
  useSignals();
  const titleId = useId();
  return (
    <section className="set-view" aria-labelledby={titleId}>
      <BackLink />
      <ViewHeading id={titleId} title={t("settings.privacy.title")} intro={t("settings.privacy.intro")} />
      <ul className="set-cards">
        <li>
          <a className="set-card" href={href("settingsPassword")} part="card">
            <CardIcon name="password" />
            <span className="set-card-text">
              <span className="set-card-title">{t("settings.privacy.password")}</span>
              <span className="set-card-description">{t("settings.privacy.password-text")}</span>
            </span>
          </a>
        </li>
      </ul>
      <OtherDevices />
    </section>
  );
}

/**
 * The learner's other sessions (a phone lent, a café's computer), and one press that ends them.
 * The platform's contract has no such call: where the API answers 404, nothing is shown.
 */
function OtherDevices() {
  useSignals();
  const headingId = useId();
  const model = useModel(() => resource(getOtherSessions), []);
  const state = model.state.value;
  const signingOut = useAction(postSignOutOtherDevices, {
    succeeded: () => {
      toast(t("settings.devices.signed-out"), "success");
      model.retry();
    },
    failed: (error) => toast(t("settings.devices.failed", { msg: readableError(error, t("settings.devices.fallback")) }), "error"),
  });
  if (state.status === "loading" || (state.status === "error" && state.error instanceof ApiError && state.error.status === 404)) return null;
  return (
    <section className="set-devices" aria-labelledby={headingId} part="card">
      <h2 id={headingId} className="set-devices-title">
        {t("settings.devices.title")}
      </h2>
      {state.status === "error" ? (
        <ErrorState message={readableError(state.error, t("settings.devices.load-failed"))} onRetry={model.retry} />
      ) : (
        <>
          <p className="set-devices-count" aria-live="polite">
            {state.data.other_sessions === 0
              ? t("settings.devices.none")
              : t.plural("settings.devices.count", state.data.other_sessions, { count: state.data.other_sessions })}
          </p>
          {state.data.other_sessions > 0 && (
            <Button variant="secondary" busy={signingOut.busy} onClick={() => void signingOut.run()}>
              {t("settings.devices.sign-out")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
