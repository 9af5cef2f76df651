import type { ButtonHTMLAttributes } from "react";

/** The primary action style; `busy` keeps the label but marks the button and blocks repeats. */
export function Button({
  busy,
  variant = "primary",
  disabled,
  className,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; variant?: "primary" | "secondary" | "link" }) {
  const classes = ["lp-button", `lp-button-${variant}`, className].filter(Boolean).join(" ");
  return (
    <button className={classes} disabled={disabled || busy} aria-busy={busy || undefined} part="button" {...rest}>
      {children}
    </button>
  );
}
