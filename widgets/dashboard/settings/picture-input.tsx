import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useRef, useState } from "react";
import type { User } from "#shared/api/schemas.ts";
import { Avatar } from "#shared/ui/avatar.tsx";
import { t } from "./settings.messages.ts";

/**
 * The profile picture: the current one (or the initials), replaced by a preview of the chosen
 * file. The hint about type and size is shown, not enforced: the server decides.
 */
export function PictureInput({ user, file, onFile, error }: { user: User; file: File | null; onFile: (file: File | null) => void; error?: string }) {
  useSignals();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      if (input.current) input.current.value = "";
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="set-picture" part="field">
      <Avatar
        className="set-picture-image"
        src={preview ?? user.profile}
        person={user}
        label={t(preview ? "settings.profile.picture-preview" : "settings.profile.picture-current")}
        size={96}
      />
      <div className="lp-field set-picture-field">
        <label htmlFor={id}>{t("settings.profile.picture")}</label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
        />
        <p id={`${id}-hint`} className="lp-field-hint">
          {t("settings.profile.picture-hint")}
        </p>
        {error && (
          <p id={`${id}-error`} className="lp-field-error" role="alert">
            {error}
          </p>
        )}
        {file && (
          <button type="button" className="lp-button lp-button-link set-picture-clear" onClick={() => onFile(null)}>
            {t("settings.profile.picture-clear")}
          </button>
        )}
      </div>
    </div>
  );
}
