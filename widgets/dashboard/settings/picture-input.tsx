import { useSignals } from "@preact/signals-react/runtime";
import { useId, useState } from "react";
import type { User } from "#shared/api/schemas.ts";
import { onDemand } from "#shared/data/on-demand.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { useOnDemand } from "#shared/ui/use-on-demand.ts";
import type { PictureCropper } from "../components/cropper.ts";
import { t } from "./settings.messages.ts";

/** The picker (and, once it shows, the cropper's library) comes when the learner asks to change the picture. */
const pickerCode = onDemand(() => import("../components/picture-picker.tsx"));

/**
 * The profile picture: the current one (or the initials), and the same picker and cropper as the
 * onboarding's to choose a new one. What is sent is the cropped square (a small JPEG), whatever
 * the size of the photo chosen; the spec's hint about type and size is shown, not enforced.
 */
export function PictureInput({ user, onCropper, error }: { user: User; onCropper: (cropper: PictureCropper | null) => void; error?: string }) {
  useSignals();
  const id = useId();
  const [changing, setChanging] = useState(false);
  const [source, setSource] = useState<string | null>(null);
  const picker = useOnDemand(pickerCode, () => t("settings.profile.picker-failed"));
  const Picker = picker.code?.PicturePicker;

  function keepCurrent() {
    setChanging(false);
    setSource(null);
    onCropper(null);
  }

  return (
    <fieldset className="set-picture" aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`} part="field">
      <legend>{t("settings.profile.picture")}</legend>
      <Avatar className="set-picture-image" src={user.profile} person={user} label={t("settings.profile.picture-current")} size={96} />
      <div className="set-picture-field">
        <p id={`${id}-hint`} className="lp-field-hint">
          {t("settings.profile.picture-hint")}
        </p>
        {error && (
          <p id={`${id}-error`} className="lp-field-error" role="alert">
            {error}
          </p>
        )}
        {changing && Picker ? (
          <>
            <Picker source={source} onSource={setSource} onCropper={onCropper} />
            <button type="button" className="lp-button lp-button-link set-picture-clear" onClick={keepCurrent}>
              {t("settings.profile.picture-clear")}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="lp-button lp-button-secondary"
            aria-busy={picker.loading || undefined}
            onClick={() => picker.bring(() => setChanging(true))}
          >
            {t("settings.profile.picture-change")}
          </button>
        )}
      </div>
    </fieldset>
  );
}
