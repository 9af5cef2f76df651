import { batch, computed, signal } from "@preact/signals-react";
import { getUser, postGoogleSignIn, postLogin, postLogout, postRegister } from "#shared/api/auth.ts";
import { setUnauthorizedHandler } from "#shared/api/client.ts";
import { ApiError } from "#shared/api/errors.ts";
import type { User } from "#shared/api/schemas.ts";
import { dropToken, keptSessionEnded, saveToken, token } from "#shared/api/token.ts";
import { navigation } from "#shared/browser/navigation.ts";
import { getConfig, href, pageOrigin, pageUrl } from "#shared/config/runtime.ts";
import { setLocale } from "#shared/i18n/locale.ts";
import { claimLearnerData, forgetLearnerData } from "./learner-data.ts";
import { safeRedirect } from "./redirect.ts";

type AuthStatus = "loading" | "authenticated" | "unauthenticated";

/** One session per page, shared by every widget through these signals. */
export const status = signal<AuthStatus>("loading", { name: "session.status" });
export const user = signal<User | null>(null, { name: "session.user" });

/**
 * Whether a learner is signed in on this page: a session token is held. It is the spec's rule
 * for public pages, and the server's answer can only end it (a refused token is dropped).
 */
export const isSignedIn = computed(() => token.value !== null, { name: "session.isSignedIn" });

export const LOGOUT_DELAY_MS = 1000;

let boot: Promise<void> | null = null;

/** The last session call that failed (loading the user, logging out), for the page to tell the learner. */
export const sessionFailure = signal<{ during: "user" | "logout"; error: unknown } | null>(null, { name: "session.failure" });

/**
 * Starts the session once per page: adopts a `token` query parameter (only when no user is loaded),
 * wipes it from the address bar before any request can leak it, then loads the user.
 */
export function startSession(): Promise<void> {
  boot ??= (async () => {
    adoptQueryToken();
    followOtherTabs();
    if (!token.value) {
      status.value = "unauthenticated";
      return;
    }
    try {
      const { user: loaded } = await getUser();
      setSignedIn(loaded);
    } catch (error) {
      sessionFailure.value = { during: "user", error };
      // A device with no network has had no answer: the session waits for it (a learner kept
      // signed in opens the app on a bus), and is read again once it is back. Any answer that
      // fails, and a failure with the device online, ends it.
      if (error instanceof ApiError && error.status === 0 && navigator.onLine === false) return void addEventListener("online", retrySession, { once: true });
      // A failed user fetch ends the session, as a failed login does.
      signOutLocally();
    }
  })();
  return boot;
}

function retrySession(): void {
  boot = null;
  void startSession();
}

/** The session this device kept was ended in another tab: a page that needs one goes to sign-in. */
export const sessionEndedElsewhere = signal(false, { name: "session.endedElsewhere" });

let following = false;
/** A sign-out in another tab ends the session this device kept here too. */
function followOtherTabs(): void {
  if (following) return;
  following = true;
  window.addEventListener("storage", (event) => {
    if (!keptSessionEnded(event)) return;
    signOutLocally();
    forgetLearnerData();
    sessionEndedElsewhere.value = true;
  });
}

/**
 * Only the platform's own pages take a token from the address: a widget embedded on another site
 * must never turn that site's URL into a session (the page could have planted it).
 */
function adoptQueryToken(): void {
  const url = new URL(location.href);
  const fromQuery = url.searchParams.get("token");
  if (fromQuery === null || new URL(getConfig().platformUrl).origin !== pageOrigin()) return;
  if (!user.value && fromQuery.trim()) saveToken(fromQuery.trim());
  url.searchParams.delete("token");
  history.replaceState(history.state, "", url.pathname + url.search + url.hash);
}

function setSignedIn(next: User): void {
  claimLearnerData(next.id);
  batch(() => {
    user.value = next;
    status.value = "authenticated";
  });
}

function signOutLocally(): void {
  dropToken();
  batch(() => {
    user.value = null;
    status.value = "unauthenticated";
  });
}

/**
 * A new session: its token kept for the tab (and on the device when the learner asked), and the
 * language the learner chose at onboarding applied, so it follows them to every device.
 */
async function withSession(call: () => Promise<{ user: User; authorization: { token: string } }>, keep = false) {
  try {
    const session = await call();
    saveToken(session.authorization.token, keep);
    const language = session.user.language;
    if (language === "en" || language === "fr") setLocale(language);
    setSignedIn(session.user);
    return session.user;
  } catch (error) {
    signOutLocally();
    throw error;
  }
}

export const signIn = (email: string, password: string, keep = false) => withSession(() => postLogin({ email, password }), keep);

export const signInWithGoogle = (idToken: string, keep = false) => withSession(() => postGoogleSignIn(idToken), keep);

export function register(input: { first_name: string; last_name: string; email: string; password: string; password_confirmation: string; code?: string }) {
  return withSession(() => postRegister(input));
}

/**
 * Logout: the token goes at once; a second later the session is cleared and the learner is at
 * sign-in, whether or not the server answered the logout call.
 */
export function signOut(): Promise<void> {
  void postLogout().catch((error: unknown) => {
    sessionFailure.value = { during: "logout", error };
  });
  dropToken();
  forgetLearnerData();
  return new Promise((resolve) =>
    setTimeout(() => {
      signOutLocally();
      navigation.go(href("signin"));
      resolve();
    }, LOGOUT_DELAY_MS),
  );
}

/** The `redirect` the page's address asks for, unchecked: nextPage() checks it. */
export const redirectParam = (): string | null => new URLSearchParams(location.search).get("redirect");

/**
 * Where a signed-in learner goes next: onboarding until it is done, then the redirect (by default
 * the page's own) or the dashboard.
 */
export function nextPage(signedIn: User, redirect: string | null = redirectParam()): string {
  const target = safeRedirect(redirect, pageOrigin());
  if (!signedIn.date_of_birth || !signedIn.why_join) return href("onboarding", {}, target ? { redirect: target } : undefined);
  return target ?? href("dashboard");
}

/**
 * Reloads the signed-in learner from the server, for a widget whose call changed the account
 * without returning it. Every widget reading `user` sees the new one.
 */
export async function refreshUser(): Promise<User> {
  const { user: loaded } = await getUser();
  setSignedIn(loaded);
  return loaded;
}

/**
 * Where a visitor or an expired session is sent: the platform's sign-in, coming back here
 * afterwards. A page on another site gets no redirect: only platform paths are accepted there.
 */
export function signInUrl(): string {
  const onPlatform = href("signin").startsWith("/");
  const here = pageUrl();
  return onPlatform ? href("signin", {}, { redirect: here.pathname + here.search + here.hash }) : href("signin");
}

/**
 * Whether a 401 ended this page's session and sent the page to sign-in: a page's guard that sends
 * a visitor there asks no more (a second navigation would abort the first and start it over).
 */
let leaving = false;
export const leavingForSignIn = (): boolean => leaving;

setUnauthorizedHandler(() => {
  signOutLocally();
  forgetLearnerData();
  if (location.pathname.startsWith(href("signin"))) return;
  leaving = true;
  navigation.go(signInUrl());
});

/** For tests: forget the page's session. */
export function resetSession(): void {
  boot = null;
  leaving = false;
  batch(() => {
    status.value = "loading";
    user.value = null;
    sessionFailure.value = null;
    sessionEndedElsewhere.value = false;
  });
}
