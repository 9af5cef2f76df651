import { useSignals } from "@preact/signals-react/runtime";
import { readableError } from "#shared/api/errors.ts";
import { nextPage, signInWithGoogle } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { getConfig } from "#shared/config/runtime.ts";
import { LpSigninEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { Button } from "#shared/ui/button.tsx";
import { flash } from "#shared/ui/flash.ts";
import { toast } from "#shared/ui/toast/toast.ts";
import { useAction } from "#shared/ui/use-action.ts";
import { t } from "../components/auth.messages.ts";

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      prompt(listener?: (note: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
    };
  };
}

const GSI_SCRIPT = "https://accounts.google.com/gsi/client";
let gsi: Promise<GoogleIdentity> | null = null;

/** Google's sign-in library, fetched only when a learner asks for it. */
function loadGoogle(): Promise<GoogleIdentity> {
  gsi ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error("Google Identity Services did not load"));
    };
    script.onerror = () => reject(new Error("Google Identity Services did not load"));
    document.head.append(script);
  }).catch((error) => {
    gsi = null;
    throw error;
  });
  return gsi;
}

/** The third-party sign-in: Google's one-tap prompt, then our API checks the id_token it gives. */
export function GoogleButton({ keep }: { keep: boolean }) {
  useSignals();
  const emit = useEmit();
  const signingIn = useAction((idToken: string) => signInWithGoogle(idToken, keep), {
    succeeded: (signedIn) => {
      flash(t("auth.google-success"));
      emit(new LpSigninEvent({ userId: signedIn.id }));
      navigation.go(nextPage(signedIn));
    },
    failed: (error) => toast(t("auth.google-signin-failed", { msg: readableError(error, t("auth.default.google")) }), "error"),
  });
  const credentialReceived = signingIn.run;

  async function start() {
    try {
      const google = await loadGoogle();
      google.accounts.id.initialize({
        client_id: getConfig().googleClientId!,
        callback: ({ credential }) => (credential ? credentialReceived(credential) : toast(t("auth.google-failed"), "error")),
      });
      google.accounts.id.prompt((note) => {
        if (note.isNotDisplayed() || note.isSkippedMoment()) toast(t("auth.google-failed"), "error");
      });
    } catch {
      toast(t("auth.google-failed"), "error");
    }
  }

  return (
    <div className="auth-google">
      <p className="auth-or">{t("auth.signin.or")}</p>
      <Button type="button" variant="secondary" onClick={start} busy={signingIn.busy}>
        {t("auth.signin.google")}
      </Button>
    </div>
  );
}
