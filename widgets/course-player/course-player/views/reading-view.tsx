import { useSignals } from "@preact/signals-react/runtime";
import { useMemo, useRef } from "react";
import { formatNumber } from "#shared/format/format.ts";
import { SafeHtml } from "#shared/html/safe-html.tsx";
import { t } from "../course-player.messages.ts";
import { readMinutes, readThresholdMs, wordCount } from "../read-timer.ts";
import { useReadTimer } from "../use-read-timer.ts";

/** An article or an assignment: the estimated read time, then the text; read long enough, it completes. */
export function ReadingView({ content, done, onRead }: { content: string; done: boolean; onRead: () => void }) {
  useSignals();
  const area = useRef<HTMLDivElement>(null);
  const words = useMemo(() => wordCount(content), [content]);
  const minutes = readMinutes(words);
  useReadTimer(readThresholdMs(words), onRead, !done, area);
  return (
    <div ref={area} className="cp-reading">
      <p className="cp-read-time">{t.plural("player.read-time", minutes, { count: formatNumber(minutes) })}</p>
      <SafeHtml html={content} className="cp-article lp-prose" />
    </div>
  );
}
