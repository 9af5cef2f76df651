import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";
import type { User } from "#shared/api/schemas.ts";
import { signInUrl, status, user } from "#shared/auth/session.ts";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { EmptyState } from "#shared/ui/states.tsx";

/**
 * Renders `children` with the signed-in learner. The account shell sends visitors to sign-in;
 * an element used outside it says what to do instead of staying blank.
 */
export function WithUser({ signedOut, signIn, children }: { signedOut: string; signIn: string; children: (user: User) => ReactNode }) {
  useSignals();
  const current = user.value;
  if (current) return children(current);
  if (status.value === "unauthenticated")
    return (
      <EmptyState title={signedOut}>
        <a className="lp-button lp-button-primary" href={signInUrl()} part="button">
          {signIn}
        </a>
      </EmptyState>
    );
  return <Skeleton count={4} height={28} />;
}
