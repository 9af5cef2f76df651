import { useSignals } from "@preact/signals-react/runtime";
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { formatOneDecimal } from "#shared/format/format.ts";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { ErrorState } from "#shared/ui/states.tsx";
import { cropperLoader, mountCropper, type PictureCropper, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from "./cropper.ts";
import { t } from "./picture.messages.ts";

/** Arrow keys move the picture by this many pixels. */
const NUDGE = 10;

type Problem = "not-image" | "unreadable";

export interface PicturePickerProps {
  /** The chosen picture as a data URL, kept by the parent (the wizard keeps it over Back and Next). */
  source: string | null;
  onSource: (source: string | null) => void;
  /** The cropper once the picture can be cropped, null otherwise. */
  onCropper: (cropper: PictureCropper | null) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("unreadable")));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

const toStep = (zoom: number) => Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;

/**
 * A profile picture cropped to a circle, for the onboarding's last step and the profile settings.
 * The cropper's code loads when the picker first shows; the picture is chosen from the device,
 * then moved and zoomed (1 to 3) under the circle. Its CSS (picture-picker.css) joins the styles of
 * the widget that shows it.
 */
export function PicturePicker({ source, onSource, onCropper }: PicturePickerProps) {
  useSignals();
  const host = useRef<HTMLDivElement>(null);
  const fileId = useId();
  const zoomId = useId();
  const areaHintId = useId();
  const [editor, setEditor] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [cropper, setCropper] = useState<PictureCropper | null>(null);
  const [zoom, setZoom] = useState(ZOOM_MIN);
  // The latest callbacks, so the cropper's effect does not restart when the parent re-renders.
  const callbacks = useRef({ onSource, onCropper });
  callbacks.current = { onSource, onCropper };

  useEffect(() => {
    let current = true;
    setEditor("loading");
    cropperLoader.load().then(
      () => current && setEditor("ready"),
      () => current && setEditor("failed"),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (editor !== "ready" || !source || !host.current) return;
    let current = true;
    setZoom(ZOOM_MIN);
    const mounted = mountCropper(host.current, source, { alt: t("picture.alt"), onZoom: (z) => current && setZoom(toStep(z)) });
    mounted.ready.then(
      () => {
        if (!current) return;
        setCropper(mounted);
        callbacks.current.onCropper(mounted);
      },
      () => {
        if (!current) return;
        setProblem("unreadable");
        callbacks.current.onSource(null);
      },
    );
    return () => {
      current = false;
      mounted.destroy();
      setCropper(null);
      callbacks.current.onCropper(null);
    };
  }, [editor, source]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again must still count as a choice.
    input.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) return setProblem("not-image");
    setProblem(null);
    try {
      callbacks.current.onSource(await readAsDataUrl(file));
    } catch {
      setProblem("unreadable");
    }
  }

  function zoomTo(next: number) {
    const value = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, toStep(next)));
    setZoom(value);
    cropper?.zoomTo(value);
  }

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    if (!cropper) return;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-NUDGE, 0], ArrowRight: [NUDGE, 0], ArrowUp: [0, -NUDGE], ArrowDown: [0, NUDGE] };
    if (event.key in moves) cropper.move(...moves[event.key]);
    else if (event.key === "+" || event.key === "=") zoomTo(zoom + ZOOM_STEP);
    else if (event.key === "-" || event.key === "_") zoomTo(zoom - ZOOM_STEP);
    else return;
    event.preventDefault();
  }

  if (editor === "failed") return <ErrorState message={t("picture.editor-failed")} onRetry={() => setAttempt((n) => n + 1)} />;

  const shownZoom = formatOneDecimal(zoom);
  const preparing = source !== null && !cropper;
  return (
    <div className="pic">
      <p className="pic-hint">{t("picture.hint")}</p>
      <div className="pic-frame">
        {/* The cropper's elements live in here; React renders no children into it. */}
        <div
          ref={host}
          className="pic-cropper"
          hidden={source === null || editor !== "ready"}
          role="group"
          aria-label={t("picture.area")}
          aria-describedby={areaHintId}
          tabIndex={cropper ? 0 : -1}
          onKeyDown={onKey}
        />
        {source === null && (
          <div className="pic-none">
            <span>{t("picture.none")}</span>
          </div>
        )}
        {(editor === "loading" || preparing) && (
          <div className="pic-preparing">
            <Skeleton count={1} height={24} />
            {preparing && <p role="status">{t("picture.preparing")}</p>}
          </div>
        )}
      </div>
      <p id={areaHintId} className="pic-hint pic-area-hint" hidden={!cropper}>
        {t("picture.area-hint")}
      </p>
      <div className="lp-field pic-zoom" part="field">
        <label htmlFor={zoomId}>{t("picture.zoom")}</label>
        <div className="pic-zoom-row">
          <input
            id={zoomId}
            type="range"
            min={ZOOM_MIN}
            max={ZOOM_MAX}
            step={ZOOM_STEP}
            value={zoom}
            disabled={!cropper}
            aria-valuetext={t("picture.zoom-value", { zoom: shownZoom })}
            onChange={(event) => zoomTo(Number(event.currentTarget.value))}
          />
          <output htmlFor={zoomId}>{t("picture.zoom-value", { zoom: shownZoom })}</output>
        </div>
      </div>
      <div className="pic-file">
        <input id={fileId} className="lp-visually-hidden" type="file" accept="image/*" onChange={choose} disabled={editor !== "ready"} />
        <label htmlFor={fileId} className="lp-button lp-button-secondary" part="button">
          {source ? t("picture.change") : t("picture.choose")}
        </label>
      </div>
      {problem && (
        <p className="pic-warning" role="alert">
          <span aria-hidden="true">⚠ </span>
          {t(`picture.${problem}`)}
        </p>
      )}
    </div>
  );
}
