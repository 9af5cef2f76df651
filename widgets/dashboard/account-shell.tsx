import { useEffect } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { navigation } from "../../shared/auth/navigate.ts";
import { signInUrl, status } from "../../shared/auth/session.ts";
import { token } from "../../shared/auth/token.ts";
import { Skeleton } from "../../shared/ui/states.tsx";
import css from "./account-shell.css?inline";

export const accountShellCss = css;

/**
 * <lp-account-shell>: the learner area's frame. Without a user and without a token (from the
 * session, session storage or the address) it sends the visitor to sign-in, coming back here
 * afterwards; with a session it shows the page's content (its slot).
 * The student header and side menu join it with the dashboard family's work.
 */
export function AccountShell() {
  useSignals();
  const signedOut = status.value === "unauthenticated" && token.value === null;

  useEffect(() => {
    if (signedOut) navigation.go(signInUrl());
  }, [signedOut]);

  if (status.value !== "authenticated") return <Skeleton count={3} height={24} />;
  return <slot />;
}
