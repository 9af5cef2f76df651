import { type ReactNode, useId } from "react";
import { SafeHtml } from "#shared/html/safe-html.tsx";

const looksLikeHtml = (text: string) => /<\/?[a-z][\w-]*[^>]*>/i.test(text);

/** Text from the API: sanitised HTML when it is HTML, paragraphs when it is plain text. */
export function RichText({ text, className }: { text: string; className?: string }) {
  if (looksLikeHtml(text)) return <SafeHtml html={text} className={className} />;
  return (
    <div className={className}>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i}>{p.trim()}</p>
        ))}
    </div>
  );
}

/** One part of the profile, under its heading. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={["org-section", className].filter(Boolean).join(" ")} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
