import { useSignals } from "@preact/signals-react/runtime";
import { type OrganizationProfile, postFollow } from "#shared/api/catalogue.ts";
import { readableError } from "#shared/api/errors.ts";
import { isSignedIn, signInUrl } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { LpFollowChangeEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { type FollowState, settled, toggled } from "./follow.ts";
import { t } from "./organization-profile.messages.ts";

/**
 * Follow Organization / Following: shown as done at once, set back if the server refuses. A
 * visitor is sent to sign in first.
 */
export function FollowButton({ org, follow, onChange }: { org: OrganizationProfile; follow: FollowState; onChange: (next: FollowState) => void }) {
  useSignals();
  const emit = useEmit();
  // Run with what was shown before the press: a failure sets it back.
  const following = useAction((_before: FollowState) => postFollow(org.id), {
    succeeded: (answer, before) => {
      const after = settled(before, answer.following);
      onChange(after);
      emit(new LpFollowChangeEvent({ organizationId: org.id, following: after.following }));
      toast(answer.message || t(after.following ? "catalogue.org.follow.success" : "catalogue.org.unfollow.success"), "success");
    },
    failed: (error, before) => {
      onChange(before);
      toast(readableError(error, t("catalogue.org.follow.failed")), "error");
    },
  });

  function press() {
    if (!isSignedIn.value) return navigation.go(signInUrl());
    if (following.busy) return;
    onChange(toggled(follow));
    void following.run(follow);
  }

  return (
    <button
      type="button"
      className={`lp-button ${follow.following ? "lp-button-secondary" : "lp-button-primary"} org-follow`}
      aria-pressed={follow.following}
      aria-busy={following.busy || undefined}
      onClick={press}
      part="button"
    >
      {follow.following ? t("catalogue.org.following") : t("catalogue.org.follow")}
    </button>
  );
}
