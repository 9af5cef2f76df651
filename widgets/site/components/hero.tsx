import { type Action, Actions } from "./actions.tsx";

/** A marketing page's opening banner: its heading, what the page offers, and where to go. */
export function Hero({ title, lead, actions = [], level = 1 }: { title: string; lead: string; actions?: Action[]; level?: 1 | 2 }) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <header className="mk-hero" part="hero">
      <Heading className="mk-hero-title">{title}</Heading>
      <p className="mk-hero-lead">{lead}</p>
      {actions.length > 0 && <Actions actions={actions} />}
    </header>
  );
}
