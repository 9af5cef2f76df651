/** A link that leads somewhere from a page: the main one is the primary button. */
export interface Action {
  label: string;
  href: string;
  primary?: boolean;
}

export function Actions({ actions }: { actions: Action[] }) {
  return (
    <p className="mk-actions">
      {actions.map((a) => (
        <a key={a.href + a.label} className={`lp-button ${a.primary ? "lp-button-primary" : "lp-button-secondary"}`} href={a.href} part="button">
          {a.label}
        </a>
      ))}
    </p>
  );
}
