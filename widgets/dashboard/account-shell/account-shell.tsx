import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useId, useRef, useState } from "react";
import { recentNotifications, unreadCount } from "#shared/api/notifications.ts";
import { isSignedIn, leavingForSignIn, sessionEndedElsewhere, sessionFailure, signInUrl, signOut, user } from "#shared/auth/session.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { href } from "#shared/config/runtime.ts";
import { resource } from "#shared/data/resource.ts";
import { useModel } from "#shared/data/use-model.ts";
import { sessionFailureText } from "#shared/element/page-session.ts";
import { LpSignoutEvent } from "#shared/events/events.ts";
import { useEmit } from "#shared/events/use-emit.ts";
import { tc } from "#shared/i18n/common-messages.ts";
import paymentCss from "#shared/payments/payment-dialog.css?inline";
import { usePaymentWatch } from "#shared/payments/use-payment-watch.ts";
import dialogCss from "#shared/ui/dialog/dialog.css?inline";
import { flash } from "#shared/ui/flash.ts";
import languageSwitchCss from "#shared/ui/language-switch/language-switch.css?inline";
import iconButtonCss from "#shared/ui/menu/icon-button.css?inline";
import { useDrawer } from "#shared/ui/menu/use-drawer.ts";
import { Skeleton } from "#shared/ui/skeleton.tsx";
import { useOnline } from "#shared/ui/use-online.ts";
import css from "./account-shell.css?inline";
import { t } from "./account-shell.messages.ts";
import { useCurrentPath } from "./current-path.ts";
import { isFocusPage } from "./routes.ts";
import { SideMenu } from "./side-menu.tsx";
import { StudentHeader } from "./student-header.tsx";

export const styles = [dialogCss, iconButtonCss, languageSwitchCss, paymentCss, css];

/**
 * <lp-account-shell>: the learner area's frame. Without a user and without a token (from the
 * session, session storage or the address) it sends the visitor to sign-in, coming back here
 * afterwards. For a learner it shows the student header and the side menu (a column on wide
 * screens, a drawer on phones) around the page's content (its slot); course learning and
 * onboarding pages get the content alone. A payment left pending by an earlier page is followed
 * here, on every page of the area, with the spec's processing dialog.
 */
export default function AccountShell() {
  useSignals();
  const path = useCurrentPath();
  const userMenu = useDrawer<HTMLDivElement>();
  const sideMenu = useDrawer({ modal: true });
  const sideId = useId();
  const [signingOut, setSigningOut] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  // Shown once the session's learner is known; a visitor without a session is sent to sign-in.
  const learner = user.value;
  const signedIn = learner !== null;

  // A session that ends here (logout, an expired token, a token the API refuses before the learner
  // is shown) already leads to sign-in on its own terms; the guard is for a visitor who never had
  // one, and must not add a redirect back nor a second navigation.
  const hadSession = useRef(false);
  if (signedIn) hadSession.current = true;
  const signedOut = !isSignedIn.value;
  // With no network the sign-in page could not sign anyone in: the page says so, and goes there once online.
  const online = useOnline();

  useEffect(() => {
    if (!signedOut || hadSession.current || !online || leavingForSignIn()) return;
    const failure = sessionFailureText(sessionFailure.peek());
    if (failure) flash(failure, "error");
    navigation.go(signInUrl());
  }, [signedOut, online]);

  // A sign-out in another tab of this device: this page of the account area follows it to sign-in.
  const endedElsewhere = sessionEndedElsewhere.value;
  useEffect(() => {
    if (endedElsewhere) navigation.go(href("signin"));
  }, [endedElsewhere]);

  // The header's count: the shared first page of notifications, one request for the whole page,
  // read again for each new session.
  useModel(() => resource(() => recentNotifications()), []);
  const payment = usePaymentWatch({ resumes: () => true });
  const paymentDialog = payment.Dialog && <payment.Dialog {...payment.dialogProps} />;

  const emit = useEmit();
  function logout() {
    if (signingOut) return;
    setSigningOut(true);
    userMenu.close();
    sideMenu.close();
    const leaving = user.peek();
    if (leaving) emit(new LpSignoutEvent({ userId: leaving.id }));
    void signOut();
  }

  // With no network: not signed in here, the learner is told to sign in once back; signed in, the
  // session is read again by itself once the network is back.
  if (!signedIn && !online && (!signedOut || !hadSession.current))
    return (
      <div className="shell-offline lp-card" role="status">
        <p>{signedOut ? t("account-shell.offline-signin") : tc("common.offline")}</p>
      </div>
    );
  if (!signedIn) return <Skeleton count={3} height={24} />;
  if (isFocusPage(path))
    return (
      <div className="shell shell-focus">
        <slot />
        {paymentDialog}
      </div>
    );

  return (
    <div className="shell">
      {/* A link to an id cannot reach into the page's content from this shadow root: a button moves the focus. */}
      <button type="button" className="lp-skip" onClick={() => content.current?.focus()}>
        {tc("common.skip")}
      </button>
      <StudentHeader
        learner={learner}
        unread={unreadCount.value}
        path={path}
        user={userMenu}
        side={sideMenu}
        sideId={sideId}
        signingOut={signingOut}
        onLogout={logout}
      />
      <SideMenu id={sideId} path={path} drawer={sideMenu} signingOut={signingOut} onLogout={logout} />
      <p className="lp-visually-hidden" role="status">
        {signingOut ? t("account-shell.signing-out") : ""}
      </p>
      <div className="shell-content" id="content" ref={content} tabIndex={-1}>
        <slot />
      </div>
      {paymentDialog}
    </div>
  );
}
