import type { ReactNode } from "react";

export interface Point {
  title: string;
  text: string;
}

/**
 * The building blocks of the platform's marketing pages (home, about, students, organizations,
 * partner program): one look for every page, the words their own.
 */
/** A section with its heading (and an anchor other pages link to, when it has an id). */
export function Section({ id, title, lead, children }: { id?: string; title: string; lead?: string; children?: ReactNode }) {
  const headingId = `${id ?? title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <section id={id} className="mk-section" aria-labelledby={headingId} part="section">
      <h2 id={headingId} className="mk-section-title">
        {title}
      </h2>
      {lead && <p className="mk-section-lead">{lead}</p>}
      {children}
    </section>
  );
}

/** Points side by side, each a card. */
export function Cards({ items }: { items: Point[] }) {
  return (
    <ul className="mk-cards">
      {items.map((item) => (
        <li key={item.title} className="mk-card lp-card">
          <h3 className="mk-card-title">{item.title}</h3>
          <p className="mk-card-text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Steps in order, numbered. */
export function Steps({ items }: { items: Point[] }) {
  return (
    <ol className="mk-steps">
      {items.map((item, i) => (
        <li key={item.title} className="mk-step">
          <span className="mk-step-number" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="mk-card-title">{item.title}</h3>
          <p className="mk-card-text">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * Points read from a message catalogue by number: `{prefix}.{n}.title` and `{prefix}.{n}.text`
 * (the catalogue's own test checks that each exists in both languages).
 */
export const points = (count: number, word: (key: never) => string, prefix: string): Point[] =>
  Array.from({ length: count }, (_, i) => ({ title: word(`${prefix}.${i + 1}.title` as never), text: word(`${prefix}.${i + 1}.text` as never) }));
